import { z } from 'zod';
import { issueCode } from './error-codes.js';

// ---- Referral points (spec section 9, issue 20) ----
// The money rule (50 points to redeem, 1 point = ₹1, up to 20% of the order) is `pointsDiscount` in money.ts.

// Its plain values and links, which pages show without zod, are in referral-values.ts.

/** A referral code as typed or linked: letters and digits, compared upper-case. */
export const referralCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,12}$/, issueCode('referralCodeInvalid'));

export const POINTS_ENTRY_KINDS = ['earned', 'spent', 'returned', 'adjusted'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

/** One line of the append-only points ledger: positive earns, negative spends. */
export const pointsEntry = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  points: z.number().int(),
  /** ISO time. */
  at: z.string(),
  /** The order the points were spent on or returned from. */
  orderId: z.number().int().nullable(),
  /** The back office's reason for an adjustment. */
  reason: z.string().nullable(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;

/** `GET /api/referral`: the user's code, link, balance (points) and history, newest first. */
export const referralResponse = z.object({
  code: z.string(),
  link: z.string(),
  balance: z.number().int(),
  history: z.array(pointsEntry),
});
export type ReferralResponse = z.infer<typeof referralResponse>;

/** The back office's view of a user's points. */
export const adminPointsResponse = z.object({
  data: z.object({ userId: z.number().int(), balance: z.number().int(), history: z.array(pointsEntry) }),
});
export type AdminPointsResponse = z.infer<typeof adminPointsResponse>;

/** `POST /admin/api/users/{id}/points`: a manual adjustment, never 0, with the reason the audit log keeps. */
export const pointsAdjustmentBody = z.object({
  points: z
    .number({ error: issueCode('pointsAdjustmentInvalid') })
    .int(issueCode('pointsAdjustmentInvalid'))
    .min(-100_000, issueCode('pointsAdjustmentInvalid'))
    .max(100_000, issueCode('pointsAdjustmentInvalid'))
    .refine((points) => points !== 0, issueCode('pointsAdjustmentInvalid')),
  reason: z.string().trim().min(3, issueCode('pointsReasonRequired')).max(200, issueCode('pointsReasonRequired')),
});
export type PointsAdjustmentBody = z.infer<typeof pointsAdjustmentBody>;

import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  INDIA_UTC_OFFSET_MINUTES,
  REFERRAL_POINTS,
  REFERRAL_WINDOW_DAYS,
  type PointsEntry,
  type PointsEntryKind,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { pointsLedger, referralCodes, referrals, users } from '../../db/schema.js';
import { statement } from '../../db/statement.js';

/** A Drizzle transaction: ledger lines are written inside the order's or the adjustment's. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

/** Letters and digits that read apart on a phone screen and over a call (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The daily cap counts a calendar day in India. */
const IST_OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * 60 * 1000;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The start of `now`'s calendar day in India. */
export function indianDayStart(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

function toEntry(row: typeof pointsLedger.$inferSelect): PointsEntry {
  return {
    id: row.id,
    kind: row.kind,
    points: row.points,
    at: row.createdAt.toISOString(),
    orderId: row.orderId,
    reason: row.reason,
  };
}

/** Read on every cart save and checkout: its text is written once (decision 061). */
const balanceOf = statement<{ total: number }>(
  'SELECT coalesce(sum(points), 0)::float8 AS total FROM points_ledger WHERE user_id = $1',
);

/** Codes, referrals and the append-only points ledger; the balance is always the ledger's sum. */
export function referralsRepository(db: Db) {
  async function balance(tx: Writer, userId: number): Promise<number> {
    const [row] = await balanceOf(tx, [userId]);
    return row?.total ?? 0;
  }

  /** Holds the user's row until the transaction ends: every change of one user's balance waits for the last. */
  async function lockUser(tx: Tx, userId: number): Promise<boolean> {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return Boolean(row);
  }

  return {
    balance: (userId: number, tx: Writer = db) => balance(tx, userId),

    async history(userId: number, limit = 100): Promise<PointsEntry[]> {
      const rows = await db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
        .limit(limit);
      return rows.map(toEntry);
    },

    /** The user's code, made on first use (a clash with another's code draws again). */
    async codeOf(userId: number): Promise<string> {
      for (;;) {
        const [found] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
        if (found) return found.code;
        await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing();
      }
    },

    async ownerOf(code: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: referralCodes.userId })
        .from(referralCodes)
        .where(eq(referralCodes.code, code));
      return row?.userId ?? null;
    },

    /** Records who referred a new user; a user has at most one referrer, and never themself. */
    async enrol(referredUserId: number, referrerId: number, now: Date): Promise<void> {
      if (referredUserId === referrerId) return;
      await db.insert(referrals).values({ referredUserId, referrerId, createdAt: now }).onConflictDoNothing();
    },

    /**
     * The referred user completed registration: their referrer earns the points once, when the
     * referral is at most 30 days old and the referrer has earned fewer than `maxPerDay` today.
     * The referrer's row is locked so two registrations at once cannot both pass the cap.
     * Answers whether points were earned.
     */
    async reward(referredUserId: number, maxPerDay: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [referral] = await tx.select().from(referrals).where(eq(referrals.referredUserId, referredUserId));
        if (!referral) return false;
        if (now.getTime() - referral.createdAt.getTime() > REFERRAL_WINDOW_DAYS * DAY_MS) return false;
        if (!(await lockUser(tx, referral.referrerId))) return false;
        const [today] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(pointsLedger)
          .where(
            and(
              eq(pointsLedger.userId, referral.referrerId),
              eq(pointsLedger.kind, 'earned'),
              gte(pointsLedger.createdAt, indianDayStart(now)),
            ),
          );
        if ((today?.n ?? 0) >= maxPerDay) return false;
        const earned = await tx
          .insert(pointsLedger)
          .values({
            userId: referral.referrerId,
            kind: 'earned',
            points: REFERRAL_POINTS,
            referredUserId,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: pointsLedger.id });
        return earned.length > 0;
      });
    },

    /**
     * Inside the order's transaction: the order's points leave the balance. False, writing
     * nothing, when the balance no longer holds them (another order spent them meanwhile).
     */
    async spend(tx: Tx, spending: { userId: number; orderId: number; points: number }): Promise<boolean> {
      await lockUser(tx, spending.userId);
      if ((await balance(tx, spending.userId)) < spending.points) return false;
      await tx.insert(pointsLedger).values({
        userId: spending.userId,
        kind: 'spent',
        points: -spending.points,
        orderId: spending.orderId,
      });
      return true;
    },

    /** Inside the cancel's transaction: the points the order spent come back, once. */
    async giveBack(tx: Tx, orderId: number): Promise<void> {
      const [spent] = await tx
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.orderId, orderId), eq(pointsLedger.kind, 'spent')));
      if (!spent) return;
      await tx
        .insert(pointsLedger)
        .values({ userId: spent.userId, kind: 'returned', points: -spent.points, orderId })
        .onConflictDoNothing();
    },

    /**
     * The back office's adjustment, with its reason, in the caller's transaction (where the audit
     * entry is written): null when the user does not exist, 'negative' when it would take the
     * balance below zero.
     */
    async adjust(
      tx: Tx,
      adjustment: { userId: number; points: number; reason: string; actorId: number },
    ): Promise<{ before: number; after: number; entry: PointsEntry } | 'negative' | null> {
      if (!(await lockUser(tx, adjustment.userId))) return null;
      const before = await balance(tx, adjustment.userId);
      if (before + adjustment.points < 0) return 'negative';
      const [row] = await tx
        .insert(pointsLedger)
        .values({ ...adjustment, kind: 'adjusted' satisfies PointsEntryKind })
        .returning();
      return { before, after: before + adjustment.points, entry: toEntry(row!) };
    },
  };
}

export type ReferralsRepository = ReturnType<typeof referralsRepository>;

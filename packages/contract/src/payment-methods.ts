import { z } from 'zod';
import { issueCode } from './error-codes.js';

/** How an order is paid (issue 19): a card or UPI through the gateway, or cash on delivery. */
export const PAYMENT_METHODS = ['CARD', 'UPI', 'COD'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** Razorpay's test UPI ids, which the sandbox follows: the first pays, the second fails. */
export const SANDBOX_UPI_PAYS = 'success@razorpay';
export const SANDBOX_UPI_FAILS = 'failure@razorpay';
/** How long the sandbox's UPI screen waits for the buyer to approve in their app. */
export const UPI_APPROVAL_SECONDS = 300;

/** A UPI id (VPA): `name@handle`, as banks issue them. */
export const upiVpa = z
  .string({ error: issueCode('upiIdInvalid') })
  .trim()
  .toLowerCase()
  .pipe(z.string().regex(/^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/, issueCode('upiIdInvalid')));

/** Why checkout does not offer cash on delivery for a cart. */
export const COD_UNAVAILABLE_REASONS = ['sellerDeclines', 'aboveLimit', 'tooManyOpen'] as const;
export type CodUnavailableReason = (typeof COD_UNAVAILABLE_REASONS)[number];

/**
 * `GET /order/cod-option`: whether the stored cart may be paid in cash on delivery, and if not
 * why. Amounts in paise; the limit and the fee are the operator's settings.
 */
export const codOptionResponse = z.object({
  data: z.object({
    available: z.boolean(),
    reason: z.enum(COD_UNAVAILABLE_REASONS).nullable(),
    /** Added to the bill of a COD order (COD_FEE_RUPEES). */
    fee: z.number().int(),
    /** The largest net price COD takes (COD_MAX_ORDER_RUPEES). */
    maxOrder: z.number().int(),
    /** How many undelivered COD orders a buyer may have (COD_MAX_OPEN_ORDERS). */
    maxOpenOrders: z.number().int(),
  }),
});
export type CodOption = z.infer<typeof codOptionResponse>['data'];

const refundField = { error: issueCode('codRefundInvalid') };

/**
 * `POST /admin/api/orders/{id}/cod-refund`: the bank transfer that refunded a returned cash on
 * delivery order, as the back office records it. Amount in paise.
 */
export const codRefund = z.object(
  {
    amount: z.number(refundField).int(refundField).min(1, refundField),
    accountHolder: z.string(refundField).trim().min(1, refundField).max(100, refundField),
    accountNumber: z
      .string(refundField)
      .trim()
      .regex(/^\d{6,20}$/, refundField),
    ifsc: z
      .string(refundField)
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, refundField)),
    reference: z.string(refundField).trim().min(1, refundField).max(64, refundField),
  },
  refundField,
);
export type CodRefund = z.infer<typeof codRefund>;

/** The recorded transfer as the back office shows it again: the account by its last four digits. */
export const codRefundView = z.object({
  amount: z.number().int(),
  accountHolder: z.string(),
  accountEnding: z.string(),
  ifsc: z.string(),
  reference: z.string(),
});
export type CodRefundView = z.infer<typeof codRefundView>;

export const codRefundViewOf = (refund: CodRefund): CodRefundView => ({
  amount: refund.amount,
  accountHolder: refund.accountHolder,
  accountEnding: refund.accountNumber.slice(-4),
  ifsc: refund.ifsc,
  reference: refund.reference,
});

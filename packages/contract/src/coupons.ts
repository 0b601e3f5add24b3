import { z } from 'zod';
import { localizedText } from './catalogue.js';
import { issueCode } from './error-codes.js';
import { isoDate } from './shipments.js';

export const COUPON_CODE_MAX = 32;

/** A code as typed: spaces around it ignored, letters upper-cased. */
export const couponCode = z
  .string({ error: issueCode('couponCodeInvalid') })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9_-]{1,${COUPON_CODE_MAX}}$`), issueCode('couponCodeInvalid'));

/**
 * Spec section 3, Coupon. Amounts in paise; `discountValue` is a percentage (up to two decimals)
 * when `percentage`, else paise off. Rules: `checkCoupon`, `couponDiscount`, `couponShortfall` in money.ts.
 */
export const coupon = z.object({
  id: z.number().int(),
  couponCode: z.string(),
  percentage: z.boolean(),
  discountValue: z.number(),
  minOrderValue: z.number().int(),
  /** The last Indian calendar day it can be used. */
  expiryDate: isoDate,
  description: localizedText,
  /** Times one user may use it; null for no limit. */
  perUserLimit: z.number().int().nullable(),
});
export type Coupon = z.infer<typeof coupon>;

/** `GET /coupons/user/{userId}`: the coupons this user can still use (unexpired, not used up). */
export const couponsResponse = z.object({ data: z.array(coupon) });
export type CouponsResponse = z.infer<typeof couponsResponse>;

/**
 * `POST /cart/coupon` applies a code to the token's user's cart, `DELETE /cart/coupon` removes
 * it; both answer the cart. The page may equally send `couponCode` in `PUT /cart/saveUpdateCart`.
 */
export const applyCouponBody = z.object({ couponCode });
export type ApplyCouponBody = z.infer<typeof applyCouponBody>;

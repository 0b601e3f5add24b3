import { z } from 'zod';
import { couponInput, issueCode, paiseToRupees, rupeesToPaise, type AdminCoupon } from '@krishi/contract';
import { checkedBy } from './checked-by';

/**
 * A coupon as the operator types it: the minimum order, and a flat discount, in rupees; it
 * leaves the form in the contract's paise. A percentage stays a percentage.
 */
export const couponForm = z
  .object({
    couponCode: z.string(),
    percentage: z.boolean(),
    discountValue: z.number({ error: issueCode('adminDiscountInvalid') }),
    minOrderValue: z.number({ error: issueCode('adminMinOrderInvalid') }),
    expiryDate: z.string(),
    description: z.object({ en: z.string(), kn: z.string().optional() }),
    perUserLimit: z.number().nullable(),
    status: z.string(),
  })
  .transform((v, ctx) =>
    checkedBy(couponInput, ctx, {
      ...v,
      discountValue: v.percentage ? v.discountValue : rupeesToPaise(v.discountValue),
      minOrderValue: rupeesToPaise(v.minOrderValue),
    }),
  );
export type CouponFormValues = z.input<typeof couponForm>;
export type CouponFormOutput = z.output<typeof couponForm>;

export function couponValues(coupon: AdminCoupon | null): CouponFormValues {
  return {
    couponCode: coupon?.couponCode ?? '',
    percentage: coupon?.percentage ?? true,
    discountValue: coupon
      ? coupon.percentage
        ? coupon.discountValue
        : paiseToRupees(coupon.discountValue)
      : Number.NaN,
    minOrderValue: coupon ? paiseToRupees(coupon.minOrderValue) : 0,
    expiryDate: coupon?.expiryDate ?? '',
    description: { en: coupon?.description.en ?? '', kn: coupon?.description.kn ?? '' },
    perUserLimit: coupon ? coupon.perUserLimit : 1,
    status: coupon?.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  };
}

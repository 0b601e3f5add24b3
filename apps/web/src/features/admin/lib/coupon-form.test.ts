import { describe, expect, it } from 'vitest';
import { couponForm, couponValues } from './coupon-form';

describe('a coupon form', () => {
  const coupon = {
    ...couponValues(null),
    couponCode: 'rabi50',
    expiryDate: '2030-01-01',
    description: { en: 'Fifty off' },
  };

  it('sends a flat discount and the minimum order in paise', () => {
    const sent = couponForm.parse({ ...coupon, percentage: false, discountValue: 50, minOrderValue: 499.5 });
    expect(sent).toMatchObject({ couponCode: 'RABI50', discountValue: 5000, minOrderValue: 49950 });
  });

  it('keeps a percentage as a percentage', () => {
    expect(couponForm.parse({ ...coupon, percentage: true, discountValue: 12.5 }).discountValue).toBe(12.5);
  });
});

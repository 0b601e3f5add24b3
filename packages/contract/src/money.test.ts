import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  addDays,
  cartBill,
  chargeableGrams,
  checkCoupon,
  couponDiscount,
  couponShortfall,
  distanceKm,
  EARTH_RADIUS_KM,
  estimatedDeliveryDate,
  formatDeduction,
  formatRupees,
  indiaDate,
  netPrice,
  pointsDiscount,
  pointsOf,
  quoteShipment,
  refundFor,
  relativeDay,
  SHIPPING_BANDS,
  shipmentGrams,
  shippingBand,
  shippingCharge,
  subTotal,
  type CouponTerms,
} from './money.js';

/** An instant given as Indian wall-clock time. */
const ist = (wallClock: string) => new Date(`${wallClock}+05:30`);

const flat500: CouponTerms = {
  percentage: false,
  discountValue: 50_000,
  minOrderValue: 100_000,
  expiryDate: '2026-11-22',
  perUserLimit: null,
};

describe('sub total', () => {
  it('adds the sale price, else the list price, times the quantity', () => {
    const lines = [
      { variant: { price: 50_000, salePrice: 45_000 }, quantity: 2 },
      { variant: { price: 12_050, salePrice: null }, quantity: 3 },
    ];
    expect(subTotal(lines)).toBe(2 * 45_000 + 3 * 12_050);
  });
});

describe('coupon eligibility', () => {
  const today = ist('2026-11-20T10:00:00');

  it('applies when the cart is exactly at the minimum order value', () => {
    expect(checkCoupon(flat500, { subTotal: 100_000, now: today, timesUsedByUser: 0 })).toEqual({ ok: true });
  });

  it('is refused one paisa below the minimum, saying how much more to add', () => {
    expect(checkCoupon(flat500, { subTotal: 99_999, now: today, timesUsedByUser: 0 })).toEqual({
      ok: false,
      reason: 'belowMinimum',
      shortfall: 1,
    });
  });

  it("shows 'Add ₹X more to use' only while the cart is short", () => {
    expect(couponShortfall(60_000, 100_000)).toBe(40_000);
    expect(couponShortfall(100_000, 100_000)).toBe(0);
    expect(couponShortfall(150_000, 100_000)).toBe(0);
  });

  it('still applies on its expiry day, up to midnight in India', () => {
    const lastMinute = ist('2026-11-22T23:59:59');
    expect(checkCoupon(flat500, { subTotal: 100_000, now: lastMinute, timesUsedByUser: 0 })).toEqual({ ok: true });
  });

  it('is expired the day after its expiry day', () => {
    const nextMorning = ist('2026-11-23T00:00:00');
    expect(checkCoupon(flat500, { subTotal: 100_000, now: nextMorning, timesUsedByUser: 0 })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('is used up once a user reached the per-user limit', () => {
    const oncePerUser = { ...flat500, perUserLimit: 1 };
    const cart = { subTotal: 100_000, now: today };
    expect(checkCoupon(oncePerUser, { ...cart, timesUsedByUser: 0 })).toEqual({ ok: true });
    expect(checkCoupon(oncePerUser, { ...cart, timesUsedByUser: 1 })).toEqual({ ok: false, reason: 'usedUp' });
  });

  it('has no limit without a per-user limit', () => {
    expect(checkCoupon(flat500, { subTotal: 100_000, now: today, timesUsedByUser: 1000 })).toEqual({ ok: true });
  });

  it('names the expiry before the minimum when both fail', () => {
    const late = ist('2026-12-01T09:00:00');
    expect(checkCoupon(flat500, { subTotal: 0, now: late, timesUsedByUser: 0 })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it("answers the spec's message with the minimum in rupees", () => {
    expect(messages.couponMinimum(100_000)).toBe('Minimum order value of ₹1,000.00 required!');
  });
});

describe('coupon discount', () => {
  it('takes a flat amount off', () => {
    expect(couponDiscount(flat500, 120_000)).toBe(50_000);
  });

  it('never takes off more than the sub total', () => {
    expect(couponDiscount(flat500, 30_000)).toBe(30_000);
    expect(couponDiscount({ percentage: true, discountValue: 150 }, 30_000)).toBe(30_000);
  });

  it('rounds a percentage up to the next whole paisa, in the buyer’s favour', () => {
    // 10% of ₹123.45 is 1234.5 paise.
    expect(couponDiscount({ percentage: true, discountValue: 10 }, 12_345)).toBe(1_235);
    expect(couponDiscount({ percentage: true, discountValue: 10 }, 12_340)).toBe(1_234);
  });

  it('counts a percentage to two decimals', () => {
    expect(couponDiscount({ percentage: true, discountValue: 12.5 }, 10_000)).toBe(1_250);
    expect(couponDiscount({ percentage: true, discountValue: 0.01 }, 10_000)).toBe(1);
  });

  it('gives nothing on an empty cart', () => {
    expect(couponDiscount(flat500, 0)).toBe(0);
    expect(couponDiscount({ percentage: true, discountValue: 10 }, 0)).toBe(0);
  });
});

describe('referral points', () => {
  it('redeem nothing below 50 points', () => {
    expect(pointsDiscount(49, 100_000)).toBe(0);
  });

  it('redeem a rupee a point, up to 20% of the order (1000 gives 200)', () => {
    expect(pointsDiscount(50, 100_000)).toBe(5_000);
    expect(pointsDiscount(500, 100_000)).toBe(20_000);
  });

  it('redeem whole points: 20% of ₹123.45 takes 24 points, ₹24', () => {
    expect(pointsDiscount(500, 12_345)).toBe(2_400);
    expect(pointsOf(2_400)).toBe(24);
  });
});

describe('net price', () => {
  it('is total plus shipping minus coupon and points', () => {
    expect(netPrice({ totalPrice: 100_000, shippingPrice: 6_500, discount: 10_000, userPointsDiscount: 5_000 })).toBe(
      91_500,
    );
  });

  it('is never below zero', () => {
    expect(netPrice({ totalPrice: 30_000, shippingPrice: 0, discount: 30_000, userPointsDiscount: 6_000 })).toBe(0);
  });
});

describe('cart bill', () => {
  const lines = [{ variant: { price: 60_000, salePrice: 50_000 }, quantity: 2 }];

  it('takes the coupon off the sub total and adds the shipping', () => {
    const tenPercent = { percentage: true, discountValue: 10 };
    expect(cartBill(lines, { shippingPrice: 6_500, coupon: tenPercent, points: 0 })).toEqual({
      totalPrice: 100_000,
      shippingPrice: 6_500,
      discount: 10_000,
      userPointsDiscount: 0,
      netPrice: 96_500,
    });
  });

  it('redeems points on what the coupon leaves', () => {
    const bill = cartBill(lines, { shippingPrice: 0, coupon: flat500, points: 1_000 });
    // ₹1,000 less a ₹500 coupon leaves ₹500, of which 20% is ₹100.
    expect(bill.userPointsDiscount).toBe(10_000);
    expect(bill.netPrice).toBe(40_000);
  });

  it('is all zero for an empty cart', () => {
    expect(cartBill([], { shippingPrice: 0, coupon: flat500, points: 500 }).netPrice).toBe(0);
  });
});

describe('chargeable weight', () => {
  it('is the volume weight when the box is large and light', () => {
    // 40 x 30 x 20 cm is 24,000 cm³, 4.8 kg at 5000 cm³ a kg.
    expect(chargeableGrams({ weight: 2, length: 40, width: 30, height: 20 })).toBe(4_800);
  });

  it('is the real weight when the box is small and heavy', () => {
    expect(chargeableGrams({ weight: 1.5, length: 10, width: 10, height: 10 })).toBe(1_500);
  });

  it('counts each unit times its quantity', () => {
    const bag = { weight: 1, length: 10, width: 10, height: 10 };
    const box = { weight: 0.1, length: 20, width: 20, height: 25 };
    expect(
      shipmentGrams([
        { variant: bag, quantity: 3 },
        { variant: box, quantity: 2 },
      ]),
    ).toBe(3 * 1_000 + 2 * 2_000);
  });

  it('ignores a missing or negative measure', () => {
    expect(chargeableGrams({ weight: Number.NaN, length: -5, width: 10, height: 10 })).toBe(0);
  });
});

describe('distance', () => {
  it('is 0 between two places on the same pincode', () => {
    const bengaluru = { latitude: 12.9716, longitude: 77.5946 };
    expect(distanceKm(bengaluru, { ...bengaluru })).toBe(0);
  });

  it('is one degree of a meridian for one degree of latitude', () => {
    const oneDegree = (Math.PI / 180) * EARTH_RADIUS_KM;
    expect(distanceKm({ latitude: 12, longitude: 77 }, { latitude: 13, longitude: 77 })).toBeCloseTo(oneDegree, 6);
  });

  it('is the same both ways', () => {
    const mysuru = { latitude: 12.2958, longitude: 76.6394 };
    const delhi = { latitude: 28.6139, longitude: 77.209 };
    expect(distanceKm(mysuru, delhi)).toBeCloseTo(distanceKm(delhi, mysuru), 9);
  });
});

describe('shipping', () => {
  const [local, regional, , national] = SHIPPING_BANDS;

  it('puts a distance in the band whose upper bound includes it', () => {
    expect(shippingBand(0)).toBe(local);
    expect(shippingBand(50)).toBe(local);
    expect(shippingBand(50.01)).toBe(regional);
    expect(shippingBand(5_000)).toBe(national);
  });

  it('charges the farthest band when a pincode has no coordinates', () => {
    expect(shippingBand(null)).toBe(national);
  });

  it('charges the first slab up to 500 g, and per started 500 g after', () => {
    expect(shippingCharge(0, local!)).toBe(local!.firstSlab);
    expect(shippingCharge(500, local!)).toBe(local!.firstSlab);
    expect(shippingCharge(501, local!)).toBe(local!.firstSlab + local!.extraSlab);
    expect(shippingCharge(4_800, national!)).toBe(national!.firstSlab + 9 * national!.extraSlab);
  });

  it('costs more and takes longer the farther the band', () => {
    for (let i = 1; i < SHIPPING_BANDS.length; i++) {
      expect(SHIPPING_BANDS[i]!.firstSlab).toBeGreaterThan(SHIPPING_BANDS[i - 1]!.firstSlab);
      expect(SHIPPING_BANDS[i]!.days).toBeGreaterThanOrEqual(SHIPPING_BANDS[i - 1]!.days);
    }
  });

  it('estimates delivery from the Indian calendar day of the order', () => {
    // 23:30 in India is still the 22nd although it is already past 18:00 UTC.
    expect(estimatedDeliveryDate(ist('2026-11-22T23:30:00'), local!)).toBe(addDays('2026-11-22', local!.days));
    expect(estimatedDeliveryDate(ist('2026-11-23T00:30:00'), local!)).toBe(addDays('2026-11-23', local!.days));
  });
});

describe('shipment quote', () => {
  it('prices a shipment by its weight and distance and dates its delivery', () => {
    const sack = { weight: 1.2, length: 30, width: 20, height: 10 };
    const quote = quoteShipment([{ variant: sack, quantity: 2 }], 120, ist('2026-11-22T10:00:00'));
    const regional = SHIPPING_BANDS[1]!;
    expect(quote).toEqual({
      grams: 2_400,
      band: regional,
      shippingPrice: regional.firstSlab + 4 * regional.extraSlab,
      estimatedDeliveryDate: addDays('2026-11-22', regional.days),
    });
  });
});

describe('calendar days', () => {
  it('roll over months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('follow India, not UTC', () => {
    expect(indiaDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });
});

describe('relative delivery label', () => {
  it('says Today for a delivery on the same day', () => {
    expect(relativeDay('2026-11-22', ist('2026-11-22T08:00:00'))).toEqual({ kind: 'today' });
  });

  it('says Tomorrow one minute before midnight', () => {
    expect(relativeDay('2026-11-23', ist('2026-11-22T23:59:00'))).toEqual({ kind: 'tomorrow' });
  });

  it('says Today one minute after that midnight', () => {
    expect(relativeDay('2026-11-23', ist('2026-11-23T00:01:00'))).toEqual({ kind: 'today' });
  });

  it('says in N days further out, across a month end', () => {
    expect(relativeDay('2026-12-03', ist('2026-11-28T12:00:00'))).toEqual({ kind: 'inDays', days: 5 });
  });

  it('says Today, not a negative count, for an estimate already past', () => {
    expect(relativeDay('2026-11-20', ist('2026-11-22T12:00:00'))).toEqual({ kind: 'today' });
  });
});

describe('refund on cancellation', () => {
  it('is the net price minus the gateway fee and 18% GST on it', () => {
    expect(refundFor(100_000, 2)).toEqual({ fee: 2_000, gst: 360, charge: 2_360, refund: 97_640 });
  });

  it('rounds the fee and the GST down, in the buyer’s favour', () => {
    // 2% of 12,345 paise is 246.9; 18% of 246 is 44.28.
    expect(refundFor(12_345, 2)).toEqual({ fee: 246, gst: 44, charge: 290, refund: 12_055 });
  });

  it('is never negative, even when the charge exceeds the net price', () => {
    expect(refundFor(1_000, 100).refund).toBe(0);
    expect(refundFor(0, 2)).toEqual({ fee: 0, gst: 0, charge: 0, refund: 0 });
  });
});

describe('rupees at the edge', () => {
  it('shows paise as rupees with two decimals and Indian grouping', () => {
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.50');
    expect(formatRupees(5)).toBe('₹0.05');
  });
});

describe('a deduction on a bill', () => {
  it('shows the amount with a minus sign in front', () => {
    expect(formatDeduction(12_000)).toBe('\u2212₹120.00');
  });
});

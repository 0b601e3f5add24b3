import { addDays, indiaDate, type LocalizedText } from '@krishi/contract';
import type { Database } from '../db/client.js';

interface CouponSeed {
  code: string;
  percentage: boolean;
  /** A percentage, or paise off. */
  discountValue: number;
  minOrderValue: number;
  /** Days from today (India) to the last day it can be used; negative: already expired. */
  validForDays: number;
  perUserLimit: number | null;
  description: LocalizedText;
}

/** One of each kind the coupon panel shows: percentage, flat, once per user, and expired. */
const COUPONS: readonly CouponSeed[] = [
  {
    code: 'KISAN10',
    percentage: true,
    discountValue: 10,
    minOrderValue: 50_000,
    validForDays: 180,
    perUserLimit: null,
    description: { en: '10% off orders of ₹500 or more', kn: '₹500 ಅಥವಾ ಹೆಚ್ಚಿನ ಆರ್ಡರ್‌ಗಳಿಗೆ 10% ರಿಯಾಯಿತಿ' },
  },
  {
    code: 'FLAT150',
    percentage: false,
    discountValue: 15_000,
    minOrderValue: 150_000,
    validForDays: 90,
    perUserLimit: null,
    description: { en: '₹150 off orders of ₹1,500 or more', kn: '₹1,500 ಅಥವಾ ಹೆಚ್ಚಿನ ಆರ್ಡರ್‌ಗಳಿಗೆ ₹150 ರಿಯಾಯಿತಿ' },
  },
  {
    code: 'FIRSTBUY',
    percentage: true,
    discountValue: 15,
    minOrderValue: 30_000,
    validForDays: 365,
    perUserLimit: 1,
    description: {
      en: '15% off your first order of ₹300 or more (once per customer)',
      kn: '₹300 ಅಥವಾ ಹೆಚ್ಚಿನ ನಿಮ್ಮ ಮೊದಲ ಆರ್ಡರ್‌ಗೆ 15% ರಿಯಾಯಿತಿ (ಒಬ್ಬರಿಗೆ ಒಮ್ಮೆ)',
    },
  },
  {
    code: 'KHARIF20',
    percentage: true,
    discountValue: 20,
    minOrderValue: 100_000,
    validForDays: -1,
    perUserLimit: null,
    description: { en: 'Kharif sowing: 20% off (season over)', kn: 'ಮುಂಗಾರು ಬಿತ್ತನೆ: 20% ರಿಯಾಯಿತಿ (ಅವಧಿ ಮುಗಿದಿದೆ)' },
  },
];

/** The demo coupons, written once each (a coupon already there, edited or not, is left alone). */
export async function seedCoupons(database: Database, now: Date = new Date()): Promise<void> {
  const today = indiaDate(now);
  await database.rawTransaction(async (tx) => {
    for (const coupon of COUPONS) {
      await tx.query(
        `INSERT INTO coupons (code, percentage, discount_value, min_order_value, expiry_date, description, per_user_limit)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
         ON CONFLICT (code) DO NOTHING`,
        [
          coupon.code,
          coupon.percentage,
          coupon.discountValue,
          coupon.minOrderValue,
          addDays(today, coupon.validForDays),
          JSON.stringify(coupon.description),
          coupon.perUserLimit,
        ],
      );
    }
  });
}

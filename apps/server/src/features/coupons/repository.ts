import { and, asc, count, eq, gte } from 'drizzle-orm';
import { indiaDate, STATUS_ACTIVE, type Coupon } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { couponRedemptions, coupons } from '../../db/schema.js';

type CouponRow = typeof coupons.$inferSelect;

function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    couponCode: row.code,
    percentage: row.percentage,
    discountValue: row.discountValue,
    minOrderValue: row.minOrderValue,
    expiryDate: row.expiryDate,
    description: row.description,
    perUserLimit: row.perUserLimit,
  };
}

/**
 * Coupons as the cart prices them. Every read takes the database or the caller's transaction,
 * so a cart save and an order see the same uses.
 */
export function couponsRepository(db: Db) {
  return {
    /** An active coupon by its code (already trimmed and upper-cased by the contract). */
    async byCode(code: string, tx: Db = db): Promise<Coupon | undefined> {
      const [row] = await tx
        .select()
        .from(coupons)
        .where(and(eq(coupons.code, code), eq(coupons.status, STATUS_ACTIVE)));
      return row && toCoupon(row);
    },

    async byId(id: number, tx: Db = db): Promise<Coupon | undefined> {
      const [row] = await tx
        .select()
        .from(coupons)
        .where(and(eq(coupons.id, id), eq(coupons.status, STATUS_ACTIVE)));
      return row && toCoupon(row);
    },

    /** Times a user has used a coupon: its redemptions by orders not cancelled. */
    async timesUsed(couponId: number, userId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return row?.n ?? 0;
    },

    /** The coupons a user can still use: active, not past their expiry day in India, not used up. */
    async usableBy(userId: number, now: Date): Promise<Coupon[]> {
      const rows = await db
        .select({ coupon: coupons, used: count(couponRedemptions.id) })
        .from(coupons)
        .leftJoin(
          couponRedemptions,
          and(eq(couponRedemptions.couponId, coupons.id), eq(couponRedemptions.userId, userId)),
        )
        .where(and(eq(coupons.status, STATUS_ACTIVE), gte(coupons.expiryDate, indiaDate(now))))
        .groupBy(coupons.id)
        .orderBy(asc(coupons.minOrderValue), asc(coupons.code));
      return rows
        .filter((row) => row.coupon.perUserLimit === null || row.used < row.coupon.perUserLimit)
        .map((row) => toCoupon(row.coupon));
    },
  };
}

export type CouponsRepository = ReturnType<typeof couponsRepository>;

import { count, desc, eq } from 'drizzle-orm';
import type { AdminCoupon, couponInput } from '@krishi/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { couponRedemptions, coupons } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordSave } from '../audit/log.js';
import { storedText } from '../catalogue/products.js';

type CouponRow = typeof coupons.$inferSelect;

const couponView = (row: CouponRow, redemptions: number): AdminCoupon => ({
  id: row.id,
  couponCode: row.code,
  percentage: row.percentage,
  discountValue: Number(row.discountValue),
  minOrderValue: row.minOrderValue,
  expiryDate: row.expiryDate,
  description: row.description,
  perUserLimit: row.perUserLimit,
  status: row.status,
  redemptions,
});

/** Postgres' unique_violation: another coupon already has the code. */
function isDuplicate(error: unknown): boolean {
  const failure = error as { code?: string; cause?: { code?: string } };
  return failure.code === '23505' || failure.cause?.code === '23505';
}

/** Coupons as the back office reads and writes them, with how many orders used each. */
export function adminCouponsRepository(db: Db) {
  async function redemptionsOf(couponId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId));
    return row?.n ?? 0;
  }

  return {
    /** Every coupon, newest first. */
    async list(): Promise<AdminCoupon[]> {
      const rows = await db
        .select({ coupon: coupons, used: count(couponRedemptions.id) })
        .from(coupons)
        .leftJoin(couponRedemptions, eq(couponRedemptions.couponId, coupons.id))
        .groupBy(coupons.id)
        .orderBy(desc(coupons.id));
      return rows.map(({ coupon, used }) => couponView(coupon, used));
    },

    /**
     * Creates (id null) or edits a coupon with its audit entry. Refuses an unknown coupon (404)
     * and a code another coupon has (409).
     */
    async save(actorId: number, id: number | null, input: z.output<typeof couponInput>): Promise<AdminCoupon> {
      const columns = {
        code: input.couponCode,
        percentage: input.percentage,
        discountValue: input.discountValue,
        minOrderValue: input.minOrderValue,
        expiryDate: input.expiryDate,
        description: storedText(input.description),
        perUserLimit: input.perUserLimit,
        status: input.status,
      };
      try {
        const saved = await db.transaction(async (tx) => {
          const [before] = id === null ? [] : await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
          if (id !== null && !before) throw new Refusal(404, 'couponNotFound');
          const [row] = before
            ? await tx.update(coupons).set(columns).where(eq(coupons.id, before.id)).returning()
            : await tx.insert(coupons).values(columns).returning();
          await recordSave(tx, actorId, 'coupon', before ? couponView(before, 0) : null, couponView(row!, 0));
          return row!;
        });
        return couponView(saved, id === null ? 0 : await redemptionsOf(saved.id));
      } catch (error) {
        if (isDuplicate(error)) throw new Refusal(409, 'adminCouponCodeTaken');
        throw error;
      }
    },
  };
}

export type AdminCouponsRepository = ReturnType<typeof adminCouponsRepository>;

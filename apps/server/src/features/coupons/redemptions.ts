import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponRedemptions, coupons } from '../../db/schema.js';

export interface Redemption {
  couponId: number;
  userId: number;
  orderId: number;
}

/**
 * Records that an order used a coupon, inside the order's transaction. The coupon's row is
 * locked first, so two orders of one user at once cannot both take its last use. Answers false,
 * writing nothing, when the user's limit is already reached; recording the same order twice is
 * harmless (true, one row).
 */
export async function redeemCoupon(tx: Db, redemption: Redemption): Promise<boolean> {
  const [coupon] = await tx
    .select({ perUserLimit: coupons.perUserLimit })
    .from(coupons)
    .where(eq(coupons.id, redemption.couponId))
    .for('update');
  if (!coupon) return false;
  const [existing] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, redemption.orderId));
  if (existing) return true;
  if (coupon.perUserLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, redemption.couponId), eq(couponRedemptions.userId, redemption.userId)));
    if ((used?.n ?? 0) >= coupon.perUserLimit) return false;
  }
  await tx.insert(couponRedemptions).values(redemption).onConflictDoNothing({ target: couponRedemptions.orderId });
  return true;
}

/** Gives a cancelled order's coupon use back; nothing happens for an order without one. */
export async function releaseCoupon(tx: Db, orderId: number): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}

import type { Db } from '../../db/client.js';
import type { PricedCart } from '../../lib/priced-cart.js';

/** A Drizzle transaction: what the cart and coupon features write with inside an order's. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What ordering needs of the cart feature (composed in app.ts; features do not import each other). */
export interface CartPort {
  price(userId: number, now?: Date): Promise<PricedCart>;
  /** Removes the bought variants from the user's cart, inside the order's transaction. */
  emptyAfterOrder(tx: Tx, userId: number, variantIds: number[]): Promise<unknown>;
}

/** What ordering needs of the referrals feature: points spent with the order, given back on cancel. */
export interface PointsPort {
  /** False, writing nothing, when the balance no longer holds the points (another order spent them). */
  spend(tx: Tx, spending: { userId: number; orderId: number; points: number }): Promise<boolean>;
  giveBack(tx: Tx, orderId: number): Promise<unknown>;
}

/** What ordering needs of the coupon feature: a use recorded with the order, given back on cancel. */
export interface CouponPort {
  /** False, writing nothing, when the user has no use of the coupon left. */
  redeemCoupon(tx: Tx, redemption: { couponId: number; userId: number; orderId: number }): Promise<boolean>;
  releaseCoupon(tx: Tx, orderId: number): Promise<unknown>;
}

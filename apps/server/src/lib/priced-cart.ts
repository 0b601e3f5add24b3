import type { Cart, UndeliverableItem } from '@krishi/contract';
import type { Refusal } from './refusal.js';

/**
 * A cart as the server prices it, and what would stop it from being paid now. The cart feature
 * makes it and the orders feature reads it at checkout; features do not import each other, so
 * both compile against this one definition.
 */
export interface PricedCart {
  cart: Cart;
  /** Items whose seller does not deliver to the cart's address; empty without an address. */
  undeliverable: UndeliverableItem[];
  /** The refusal when the coupon on the cart does not apply now (its discount is then 0). */
  couponProblem: Refusal | null;
  /** The refusal when a line is unavailable or exceeds the variant's inventory now. */
  stockProblem: Refusal | null;
}

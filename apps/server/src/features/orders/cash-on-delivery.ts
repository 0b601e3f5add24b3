import { createHash } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { CURRENCY, formatRupees, messages, type CodOption, type Order } from '@krishi/contract';
import { orders, paymentOrders, sellers } from '../../db/schema.js';
import type { PricedCart } from '../../lib/priced-cart.js';
import { Refusal } from '../../lib/refusal.js';
import {
  COD_GATEWAY,
  snapshotOf,
  Unfulfillable,
  unpayable,
  type Checkout,
  type CheckoutDeps,
  type Placed,
} from './checkout.js';

/** The operator's cash-on-delivery settings, in paise and orders. */
export interface CodSettings {
  /** The largest net price COD takes (COD_MAX_ORDER_RUPEES). */
  maxOrder: number;
  /** Undelivered COD orders a buyer may have before COD is not offered (COD_MAX_OPEN_ORDERS). */
  maxOpenOrders: number;
  /** Added to a COD order's bill (COD_FEE_RUPEES). */
  fee: number;
}

export type CodPlacement = { ok: true; order: Order; created: boolean } | Refusal;

/**
 * Identical calls name the same payment order: the same user, cart lines (their ids change once
 * ordered and added again), quantities, coupon, address and price.
 */
function cartKey(userId: number, priced: PricedCart): string {
  const { cart } = priced;
  const parts = {
    userId,
    cart: cart.id,
    items: cart.cartItems.map((item) => [item.id, item.variant.id, item.quantity]),
    coupon: cart.coupon?.id ?? null,
    address: cart.userAddress?.id ?? null,
    net: cart.netPrice,
  };
  return `cod_${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40)}`;
}

/**
 * Cash on delivery (issue 19): whether a cart may take it, and its order, made from the stored
 * cart priced now by the same transaction as a paid order's (`checkout.place`), through a payment
 * order of its own keyed by the cart, so identical concurrent calls make one order.
 */
export function cashOnDelivery(
  deps: Pick<CheckoutDeps, 'db' | 'cart' | 'notify' | 'stockChanged' | 'metrics'>,
  checkout: Checkout,
  settings: CodSettings,
) {
  const { db } = deps;

  async function optionFor(userId: number, priced: PricedCart): Promise<CodOption> {
    const base = { fee: settings.fee, maxOrder: settings.maxOrder, maxOpenOrders: settings.maxOpenOrders };
    const sellerIds = [...new Set(priced.cart.shipmentList.map((shipment) => shipment.seller.id))];
    if (sellerIds.length > 0) {
      const declining = await db
        .select({ id: sellers.id })
        .from(sellers)
        .where(and(inArray(sellers.id, sellerIds), eq(sellers.acceptsCod, false)));
      if (declining.length > 0) return { ...base, available: false, reason: 'sellerDeclines' };
    }
    if (priced.cart.netPrice > settings.maxOrder) return { ...base, available: false, reason: 'aboveLimit' };
    const [open] = await db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.paymentMethod, 'COD'),
          inArray(orders.status, ['Placed', 'Dispatched']),
        ),
      );
    if ((open?.n ?? 0) >= settings.maxOpenOrders) return { ...base, available: false, reason: 'tooManyOpen' };
    return { ...base, available: true, reason: null };
  }

  function refusalOf(option: CodOption): Refusal | null {
    switch (option.reason) {
      case 'sellerDeclines':
        return new Refusal(400, 'codSellerDeclines');
      case 'aboveLimit':
        return new Refusal(400, 'codAboveLimit', { limit: formatRupees(option.maxOrder) });
      case 'tooManyOpen':
        return new Refusal(400, 'codTooManyOpen', { count: option.maxOpenOrders });
      case null:
        return null;
    }
  }

  return {
    /** `GET /order/cod-option`: whether checkout offers COD for the stored cart, and if not why. */
    async option(userId: number): Promise<CodOption> {
      return optionFor(userId, await deps.cart.price(userId));
    },

    /** `POST /order/create { paymentMethod: "COD" }`: the stored cart ordered, to be paid in cash. */
    async place(userId: number): Promise<CodPlacement> {
      const priced = await deps.cart.price(userId);
      const problem = unpayable(priced) ?? refusalOf(await optionFor(userId, priced));
      if (problem) return problem;
      const gatewayOrderId = cartKey(userId, priced);
      await db
        .insert(paymentOrders)
        .values({
          userId,
          gateway: COD_GATEWAY,
          gatewayOrderId,
          amount: priced.cart.netPrice + settings.fee,
          currency: CURRENCY,
          snapshot: snapshotOf(priced),
        })
        .onConflictDoNothing({ target: paymentOrders.gatewayOrderId });
      const [paymentOrder] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
      if (!paymentOrder) return new Refusal(409, 'codStockGone');
      let made: Placed;
      try {
        made = await checkout.place(paymentOrder, { paymentId: null, method: 'COD', codFee: settings.fee });
      } catch (error) {
        if (!(error instanceof Unfulfillable)) throw error;
        // Nothing was paid: the attempt is forgotten, so the same cart may be tried again later.
        await db
          .delete(paymentOrders)
          .where(and(eq(paymentOrders.id, paymentOrder.id), eq(paymentOrders.status, 'pending')));
        return new Refusal(409, error.code === 'pointsGoneRefunded' ? 'codPointsGone' : 'codStockGone');
      }
      const { order } = made;
      if (made.created) {
        deps.stockChanged();
        deps.metrics.ordersCreated.inc();
        deps.notify(userId, { title: messages.orderCreated, body: `Order #${order.id}`, url: '/my-orders' });
      }
      return { ok: true, order, created: made.created };
    },
  };
}

export type CashOnDelivery = ReturnType<typeof cashOnDelivery>;

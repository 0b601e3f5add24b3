import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import {
  CURRENCY,
  indiaDate,
  messages,
  pointsOf,
  type Order,
  type PaymentInfo,
  type PaymentMethod,
  type PaymentOrderResponse,
  type PushMessage,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { Refusal } from '../../lib/refusal.js';
import type { OrderMetrics } from './metrics.js';
import { orders, paymentOrders, refunds, stockMovements, type PaymentSnapshot } from '../../db/schema.js';
import { takeStock } from '../../lib/lot-stock.js';
import type { GatewayPayment, PaymentGateway } from '../../lib/payment-gateway.js';
import type { PricedCart } from '../../lib/priced-cart.js';
import type { CartPort, CouponPort, PointsPort } from './ports.js';
import type { RefundSender } from './refunds.js';
import { orderView } from './view.js';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export type Completion = { ok: true; order: Order; created: boolean } | Refusal;

/** A new order's id, taken before its row is written so the row is written once, numbered shipments and all. */
const nextOrderId = statement<{ id: number }>("SELECT nextval('orders_id_seq')::int AS id");

/** How the order of a payment order is paid: the gateway's payment, or none for cash on delivery. */
export interface OrderPayment {
  paymentId: string | null;
  method: PaymentMethod;
  /** The cash-on-delivery fee added to the bill. */
  codFee: number;
}

/** The gateway's payment method as the order records it (Razorpay's `method`: card, upi, ...). */
export const methodOf = (payment: GatewayPayment): PaymentMethod => (payment.method === 'upi' ? 'UPI' : 'CARD');

/** Payment orders cash on delivery keeps (the gateway never hears of them). */
export const COD_GATEWAY = 'cod';

/**
 * Thrown inside the order's transaction to roll it back when the paid cart cannot be ordered:
 * a line's stock is gone, the coupon's last use or the points went to another order meanwhile.
 */
export class Unfulfillable extends Error {
  constructor(readonly code: 'stockGoneRefunded' | 'pointsGoneRefunded' = 'stockGoneRefunded') {
    super(code);
  }
}

/** What stops a priced cart from being paid or ordered, or null. */
export function unpayable(priced: PricedCart): Refusal | null {
  const { cart } = priced;
  if (cart.cartItems.length === 0) return new Refusal(400, 'cartEmpty');
  if (!cart.userAddress) return new Refusal(400, 'addressNotSelected');
  if (priced.undeliverable.length > 0) {
    const pinCode = cart.userAddress.pinCode;
    return new Refusal(400, 'productsUndeliverable', undefined, {
      params: { pinCode },
      errorDetails: priced.undeliverable,
    });
  }
  return priced.couponProblem ?? priced.stockProblem;
}

/** The priced cart as a payment order keeps it: the order is made from exactly this. */
export function snapshotOf(priced: PricedCart): PaymentSnapshot {
  const { cart } = priced;
  return {
    shipments: cart.shipmentList,
    address: cart.userAddress!,
    coupon: cart.coupon ? { id: cart.coupon.id, couponCode: cart.coupon.couponCode } : null,
    bill: {
      totalPrice: cart.totalPrice,
      shippingPrice: cart.shippingPrice,
      discount: cart.discount,
      userPointsDiscount: cart.userPointsDiscount,
      netPrice: cart.netPrice,
    },
  };
}

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  cart: CartPort;
  coupons: CouponPort;
  points: PointsPort;
  refunds: RefundSender;
  notify: (userId: number, message: PushMessage) => void;
  /** After a commit that changed stock: the catalogue's answers must show it at once. */
  stockChanged: () => void;
  /** Days of shelf life a lot must have left to be sold (MIN_SHELF_DAYS). */
  minShelfDays: number;
  log: FastifyBaseLogger;
  metrics: Pick<OrderMetrics, 'ordersCreated' | 'payments'>;
}

/** A paid payment order's order, and whether placing it made it now or found it made before. */
export interface Placed {
  order: Order;
  created: boolean;
}

/** Each variant's bought quantity, in id order so concurrent orders lock rows in one order. */
function lines(snapshot: PaymentSnapshot): Array<{ variantId: number; quantity: number }> {
  const quantities = new Map<number, number>();
  for (const item of snapshot.shipments.flatMap((s) => s.itemList)) {
    quantities.set(item.variant.id, (quantities.get(item.variant.id) ?? 0) + item.quantity);
  }
  return [...quantities]
    .map(([variantId, quantity]) => ({ variantId, quantity }))
    .sort((a, b) => a.variantId - b.variantId);
}

/**
 * Checkout: a payment order for the server's own price, and the one way a paid payment order
 * becomes an order (or, when stock is gone, a refund), shared by `/order/create`, the webhook and
 * the reconciler.
 */
export function checkout(deps: CheckoutDeps) {
  const { db, gateway } = deps;

  /** The order of a payment order, read with `tx` inside a transaction (on PGlite, `db` would wait for it). */
  async function orderOf(paymentOrderId: number, tx: Db = db): Promise<Order> {
    const [row] = await tx.select().from(orders).where(eq(orders.paymentOrderId, paymentOrderId));
    const [refund] = await tx.select().from(refunds).where(eq(refunds.orderId, row!.id));
    return orderView(row!, refund ?? null);
  }

  async function start(userId: number): Promise<{ ok: true; data: PaymentOrderResponse['data'] } | Refusal> {
    const priced = await deps.cart.price(userId);
    const { cart } = priced;
    const problem = unpayable(priced);
    if (problem) return problem;
    const snapshot = snapshotOf(priced);
    const receipt = `cart-${cart.id}-${Date.now()}`;
    let created: { id: string };
    try {
      created = await gateway.createOrder({ amount: cart.netPrice, currency: CURRENCY, receipt });
    } catch (error) {
      deps.log.warn({ err: error, userId }, 'the payment gateway did not create an order');
      return new Refusal(502, 'paymentGatewayUnavailable');
    }
    await db.insert(paymentOrders).values({
      userId,
      gateway: gateway.name,
      gatewayOrderId: created.id,
      amount: cart.netPrice,
      currency: CURRENCY,
      snapshot,
    });
    deps.metrics.payments.inc({ outcome: 'started' });
    return {
      ok: true,
      data: {
        paymentOrderId: created.id,
        amount: cart.netPrice,
        currency: CURRENCY,
        gateway: gateway.name,
        keyId: gateway.keyId,
      },
    };
  }

  /**
   * Makes the order of a payment order once, in one transaction that holds the payment order's
   * row: stock taken, the order written, the coupon and the points used and the cart emptied.
   * Concurrent calls wait on the row and answer the order the first made. Throws `Unfulfillable`
   * (all rolled back) when a line's stock, the coupon's last use or the points are gone.
   */
  function place(paymentOrder: PaymentOrderRow, payment: OrderPayment): Promise<Placed> {
    const { snapshot, userId } = paymentOrder;
    const bought = lines(snapshot);
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrder.id)).for('update');
      // Gone: a cash-on-delivery attempt that could not be ordered deleted it.
      if (!locked || locked.status === 'refunded') throw new Unfulfillable();
      if (locked.status === 'ordered') return { order: await orderOf(locked.id, tx), created: false };
      // Under each variant's row lock: a second buyer waits, then sees what the first left. A
      // variant held by lot sells from its sellable lots, first expiry first.
      const rule = { today: indiaDate(new Date()), minShelfDays: deps.minShelfDays };
      const taken = [];
      for (const line of bought) {
        const took = await takeStock(tx, line.variantId, line.quantity, rule);
        if (!took) throw new Unfulfillable();
        taken.push({ ...line, took });
      }
      const shipped = taken.flatMap(({ took }) =>
        took.byLot
          ? took.takes.map(({ variantId, batch, expiryDate, quantity }) => ({ variantId, batch, expiryDate, quantity }))
          : [],
      );
      const [next] = await nextOrderId(tx, []);
      const orderId = next!.id;
      // Once ordered, a shipment has an id and number of its own: the order's, then its place.
      const shipments = snapshot.shipments.map((shipment, index) => ({
        ...shipment,
        id: index + 1,
        shipmentNumber: `${orderId}-${index + 1}`,
      }));
      // The order as it now stands: nothing later in this transaction changes its row, and a new
      // order has no refund, so it is answered without reading it back after the commit.
      const [placed] = await tx
        .insert(orders)
        .values({
          id: orderId,
          userId,
          paymentOrderId: paymentOrder.id,
          paymentId: payment.paymentId,
          paymentMethod: payment.method,
          status: 'Placed',
          shipments,
          address: snapshot.address,
          couponId: snapshot.coupon?.id ?? null,
          couponCode: snapshot.coupon?.couponCode ?? null,
          ...snapshot.bill,
          netPrice: snapshot.bill.netPrice + payment.codFee,
          codFee: payment.codFee,
          lots: shipped,
        })
        .returning();
      await tx.insert(stockMovements).values(
        taken.flatMap(({ variantId, quantity, took }): Array<typeof stockMovements.$inferInsert> =>
          took.byLot
            ? took.takes.map((take) => ({
                variantId,
                orderId,
                lotId: take.lotId,
                change: -take.quantity,
                reason: 'order' as const,
              }))
            : [{ variantId, orderId, lotId: null, change: -quantity, reason: 'order' as const }],
        ),
      );
      if (snapshot.coupon) {
        const redeemed = await deps.coupons.redeemCoupon(tx, { couponId: snapshot.coupon.id, userId, orderId });
        if (!redeemed) throw new Unfulfillable();
      }
      const points = pointsOf(snapshot.bill.userPointsDiscount);
      if (points > 0 && !(await deps.points.spend(tx, { userId, orderId, points }))) {
        throw new Unfulfillable('pointsGoneRefunded');
      }
      await deps.cart.emptyAfterOrder(
        tx,
        userId,
        bought.map((line) => line.variantId),
      );
      await tx
        .update(paymentOrders)
        .set({ status: 'ordered', paymentId: payment.paymentId, updatedAt: new Date() })
        .where(eq(paymentOrders.id, paymentOrder.id));
      return { order: orderView(placed!, null), created: true };
    });
  }

  /** Unfulfillable after the money was taken: the payment order ends refunded, in full. */
  async function refundUnfulfilled(
    paymentOrder: PaymentOrderRow,
    paymentId: string,
    code: Unfulfillable['code'],
  ): Promise<Completion> {
    const refundId = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrder.id)).for('update');
      if (locked!.status !== 'pending' && locked!.status !== 'closed') return null;
      await tx
        .update(paymentOrders)
        .set({ status: 'refunded', paymentId, updatedAt: new Date() })
        .where(eq(paymentOrders.id, paymentOrder.id));
      const [refund] = await tx
        .insert(refunds)
        .values({ paymentOrderId: paymentOrder.id, paymentId, amount: paymentOrder.amount })
        .returning({ id: refunds.id });
      return refund!.id;
    });
    if (refundId !== null) {
      deps.metrics.payments.inc({ outcome: 'refunded_unfulfilled' });
      await deps.refunds.send(refundId);
      deps.notify(paymentOrder.userId, {
        title: messages.orderNotPlaced,
        body: messages[code],
        url: '/cart',
      });
    }
    const [now] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrder.id));
    return now!.status === 'ordered'
      ? { ok: true, order: await orderOf(paymentOrder.id), created: false }
      : new Refusal(409, code);
  }

  /**
   * Makes the order of a paid payment order, once: the payment must be the gateway's, captured,
   * for exactly the amount and currency asked. Stock is taken, the order written, the coupon used
   * and the cart emptied in one transaction that holds the payment order's row, so concurrent
   * calls for one payment make one order and all answer it.
   */
  async function complete(paymentOrder: PaymentOrderRow, paymentId: string): Promise<Completion> {
    if (paymentOrder.paymentId !== null && paymentOrder.paymentId !== paymentId)
      return new Refusal(400, 'paymentNotVerified');
    if (paymentOrder.status === 'ordered') return { ok: true, order: await orderOf(paymentOrder.id), created: false };
    if (paymentOrder.status === 'refunded') return new Refusal(409, 'stockGoneRefunded');

    let payment: GatewayPayment | null;
    try {
      payment = await gateway.payment(paymentId);
    } catch (error) {
      // The webhook or the reconciler finishes it once the gateway answers again.
      deps.log.warn({ err: error, paymentOrderId: paymentOrder.id }, 'the payment gateway did not answer');
      return new Refusal(502, 'paymentGatewayUnavailable');
    }
    if (!payment || payment.orderId !== paymentOrder.gatewayOrderId) return new Refusal(400, 'paymentNotVerified');
    if (payment.status !== 'captured') return new Refusal(400, 'paymentNotCaptured');
    if (payment.amount !== paymentOrder.amount || payment.currency !== paymentOrder.currency) {
      return new Refusal(400, 'paymentAmountMismatch');
    }

    let made: Placed;
    try {
      made = await place(paymentOrder, { paymentId, method: methodOf(payment), codFee: 0 });
    } catch (error) {
      if (error instanceof Unfulfillable) return refundUnfulfilled(paymentOrder, paymentId, error.code);
      throw error;
    }
    const { order } = made;
    if (made.created) {
      deps.stockChanged();
      deps.metrics.ordersCreated.inc();
      deps.metrics.payments.inc({ outcome: 'captured' });
      deps.notify(paymentOrder.userId, { title: messages.orderCreated, body: `Order #${order.id}`, url: '/my-orders' });
    }
    return { ok: true, order, created: made.created };
  }

  async function byGatewayOrderId(gatewayOrderId: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
    return row;
  }

  return {
    start,
    complete,
    place,

    /** `/order/create`: the browser's signed payment info, for the caller's own payment order only. */
    async completeSigned(userId: number, info: PaymentInfo): Promise<Completion> {
      const paymentOrder = await byGatewayOrderId(info.orderId);
      if (!paymentOrder) return new Refusal(404, 'paymentOrderNotFound');
      if (paymentOrder.userId !== userId) return new Refusal(403, 'forbidden');
      if (!gateway.verifyPayment(info)) {
        deps.metrics.payments.inc({ outcome: 'unverified' });
        return new Refusal(400, 'paymentNotVerified');
      }
      return complete(paymentOrder, info.paymentId);
    },

    /** A signed webhook's payment: a payment order we do not know is not ours, and is ignored. */
    async completeNotified(gatewayOrderId: string, paymentId: string): Promise<Completion | null> {
      const paymentOrder = await byGatewayOrderId(gatewayOrderId);
      return paymentOrder ? complete(paymentOrder, paymentId) : null;
    },

    /**
     * Up to 100 payment orders pending since before `staleBefore` (or closed unpaid since
     * `closedAfter`: a late payment may still come), least recently asked about first, stamped as
     * asked now: abandoned checkouts must not hide newer paid ones. Cash-on-delivery rows are no
     * gateway's. Rows another process is taking are skipped, not waited for.
     */
    async pendingSince(staleBefore: Date, closedAfter: Date = staleBefore): Promise<PaymentOrderRow[]> {
      const lastAsked = sql`coalesce(${paymentOrders.checkedAt}, ${paymentOrders.createdAt})`;
      const due = db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(
          and(
            or(
              eq(paymentOrders.status, 'pending'),
              and(eq(paymentOrders.status, 'closed'), gt(paymentOrders.createdAt, closedAfter)),
            ),
            lt(paymentOrders.createdAt, staleBefore),
            ne(paymentOrders.gateway, COD_GATEWAY),
          ),
        )
        .orderBy(lastAsked)
        .limit(100)
        .for('update', { skipLocked: true });
      const asked = await db
        .update(paymentOrders)
        .set({ checkedAt: sql`now()` })
        .where(inArray(paymentOrders.id, due))
        .returning();
      return asked.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /** Closes the gateway's payment orders still unpaid since before `before`; answers how many. */
    async closeUnpaid(before: Date): Promise<number> {
      const closed = await db
        .update(paymentOrders)
        .set({ status: 'closed', updatedAt: new Date() })
        .where(
          and(
            eq(paymentOrders.status, 'pending'),
            lt(paymentOrders.createdAt, before),
            ne(paymentOrders.gateway, COD_GATEWAY),
          ),
        )
        .returning({ id: paymentOrders.id });
      return closed.length;
    },
  };
}

export type Checkout = ReturnType<typeof checkout>;

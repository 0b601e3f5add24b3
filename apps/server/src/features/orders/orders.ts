import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  indiaDate,
  isCancellable,
  type CancellationTerms,
  messages,
  refundFor,
  type Order,
  type PushMessage,
  type RefundChargesResponse,
  type UserOrdersResponse,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { orders, refunds, stockMovements } from '../../db/schema.js';
import { giveBackStock } from '../../lib/lot-stock.js';
import { Refusal } from '../../lib/refusal.js';
import type { OrderMetrics } from './metrics.js';
import type { CouponPort, PointsPort, Tx } from './ports.js';
import type { RefundSender } from './refunds.js';
import { orderView, type OrderRow } from './view.js';

export interface OrdersDeps {
  db: Db;
  coupons: CouponPort;
  points: PointsPort;
  refunds: RefundSender;
  notify: (userId: number, message: PushMessage) => void;
  /** After a commit that changed stock: the catalogue's answers must show it at once. */
  stockChanged: () => void;
  /** The gateway's fee kept on a cancellation, in percent (PAYMENT_FEE_PERCENT; 0 refunds in full). */
  feePercent: number;
  /** Days of shelf life a lot must have left to be counted in the inventory (MIN_SHELF_DAYS). */
  minShelfDays: number;
  metrics: Pick<OrderMetrics, 'ordersCancelled'>;
}

const notFound = () => new Refusal(404, 'orderNotFound');
const notCancellable = () => new Refusal(400, 'orderNotCancellable');

/** A user's orders: the list, one order, what a cancel would refund, and the cancel itself. */
export function ordersService(deps: OrdersDeps) {
  const { db } = deps;

  async function withRefunds(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const found = await db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.orderId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => orderView(row, found.find((refund) => refund.orderId === row.id) ?? null));
  }

  /** The user's own order; another user's is as unknown as one that does not exist. */
  async function own(userId: number, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    return row;
  }

  /** The Pending refund of a cancelled paid order: its net price less the gateway charge. */
  async function refundOnCancel(tx: Tx, row: OrderRow, paymentId: string): Promise<number> {
    const breakdown = refundFor(row.netPrice, deps.feePercent);
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentOrderId: row.paymentOrderId,
        orderId: row.id,
        paymentId,
        amount: breakdown.refund,
        gatewayCharge: breakdown.charge,
      })
      .returning({ id: refunds.id });
    return refund!.id;
  }

  /**
   * Cancels a Placed order in one transaction holding its row: status, stock back to the lots or
   * inventory it came from (once, with its movements), coupon use given back, and a Pending refund of the net price less the
   * gateway charge. The refund is sent after the commit; a failed one is retried by the reconciler.
   * `ownerId` null cancels whoever's order it is (the operator).
   */
  async function cancelOrder(
    orderId: number,
    ownerId: number | null,
    record: ((tx: Tx, before: Order) => Promise<void>) | null,
  ): Promise<{ ok: true; order: Order } | Refusal> {
    const outcome = await db.transaction(async (tx): Promise<Refusal | { refundId: number | null; userId: number }> => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(ownerId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, ownerId)))
        .for('update');
      if (!row) return notFound();
      if (!isCancellable(row.status)) return notCancellable();
      await tx.update(orders).set({ status: 'Cancelled', updatedAt: new Date() }).where(eq(orders.id, orderId));
      const taken = await tx
        .select({ variantId: stockMovements.variantId, lotId: stockMovements.lotId, change: stockMovements.change })
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'order')))
        .orderBy(stockMovements.variantId, stockMovements.id);
      // Back to the lots it came from (or the plain inventory), variant by variant in id order.
      const rule = { today: indiaDate(new Date()), minShelfDays: deps.minShelfDays };
      for (const variantId of [...new Set(taken.map((m) => m.variantId))]) {
        const given = taken
          .filter((m) => m.variantId === variantId)
          .map((m) => ({ lotId: m.lotId, quantity: -m.change }));
        await giveBackStock(tx, variantId, given, rule);
      }
      if (taken.length > 0) {
        await tx.insert(stockMovements).values(
          taken.map((m) => ({
            variantId: m.variantId,
            orderId,
            lotId: m.lotId,
            change: -m.change,
            reason: 'cancel' as const,
          })),
        );
      }
      await deps.coupons.releaseCoupon(tx, orderId);
      await deps.points.giveBack(tx, orderId);
      // Cash on delivery took no money: nothing to refund.
      const refundId = row.paymentId === null ? null : await refundOnCancel(tx, row, row.paymentId);
      if (record) await record(tx, orderView(row, null));
      return { refundId, userId: row.userId };
    });
    if ('ok' in outcome) return outcome;
    deps.stockChanged();
    deps.metrics.ordersCancelled.inc({ by: ownerId === null ? 'operator' : 'buyer' });
    if (outcome.refundId !== null) await deps.refunds.send(outcome.refundId);
    deps.notify(outcome.userId, { title: messages.orderCancelled, body: `Order #${orderId}`, url: '/my-orders' });
    const row = await own(outcome.userId, orderId);
    const [order] = await withRefunds([row!]);
    return { ok: true, order: order! };
  }

  return {
    /** What cancelling before dispatch keeps: the refund policy page states it. */
    cancellationTerms(): CancellationTerms {
      return { feePercent: deps.feePercent };
    },

    async list(userId: number, pageNum: number, pageSize: number): Promise<UserOrdersResponse> {
      const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset(pageNum * pageSize);
      const totalElements = total?.n ?? 0;
      // As every page of the API: at least one page, so an empty list is page 1 of 1.
      return {
        orders: await withRefunds(rows),
        totalPages: Math.max(1, Math.ceil(totalElements / pageSize)),
        totalElements,
      };
    },

    async one(userId: number, orderId: number): Promise<{ ok: true; order: Order } | Refusal> {
      const row = await own(userId, orderId);
      if (!row) return notFound();
      const [order] = await withRefunds([row]);
      return { ok: true, order: order! };
    },

    async refundCharges(
      userId: number,
      orderId: number,
    ): Promise<{ ok: true; data: RefundChargesResponse['data'] } | Refusal> {
      const row = await own(userId, orderId);
      if (!row) return notFound();
      if (!isCancellable(row.status)) return notCancellable();
      // Cash on delivery: nothing was paid, so nothing is kept and nothing refunded.
      const breakdown =
        row.paymentMethod === 'COD'
          ? { charge: 0, fee: 0, gst: 0, refund: 0 }
          : refundFor(row.netPrice, deps.feePercent);
      return {
        ok: true,
        data: [
          {
            amount: breakdown.charge,
            fee: breakdown.fee,
            gst: breakdown.gst,
            netPrice: row.netPrice,
            refundAmount: breakdown.refund,
          },
        ],
      };
    },

    /**
     * Cancels a Placed order of the user's own: see `cancelOrder`.
     */
    cancel(userId: number, orderId: number): Promise<{ ok: true; order: Order } | Refusal> {
      return cancelOrder(orderId, userId, null);
    },

    /**
     * The operator's cancel of any user's Placed order, with the same rules as the buyer's.
     * `record` runs inside the cancel's transaction with the order as it was (the back office
     * writes its audit entry there), so the entry and the cancel commit or roll back together.
     */
    cancelByOperator(
      orderId: number,
      record: (tx: Tx, before: Order) => Promise<void>,
    ): Promise<{ ok: true; order: Order } | Refusal> {
      return cancelOrder(orderId, null, record);
    },
  };
}

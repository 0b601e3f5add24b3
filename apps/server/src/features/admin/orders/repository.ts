import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  codRefundViewOf,
  ORDER_STATUS_STEPS,
  type CodRefund,
  type CodRefundView,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  type OrderCustomer,
  type OrderStatusBody,
} from '@krishi/contract';
import type { Db } from '../../../db/client.js';
import { orders, users } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordAudit, recordStatus } from '../audit/log.js';
import { listPage, pageOf, person } from '../lists.js';

/** India has one time zone and no summer time: a calendar day there starts at 00:00 +05:30. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

/** `q`: an order id, or a customer's phone (all 10 digits). */
function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^\d{10}$/.test(q)) return eq(users.phoneNumber, q);
  if (/^#?\d{1,9}$/.test(q)) return eq(orders.id, Number(q.replace('#', '')));
  // Anything else finds nothing rather than everything.
  return sql`false`;
}

/** The buyer's columns, as `person` names them. */
const buyer = {
  userId: users.id,
  phoneNumber: users.phoneNumber,
  firstName: users.firstName,
  lastName: users.lastName,
};

type Step = OrderStatusBody['status'];

/** Every user's orders, for the operator. */
export function adminOrdersRepository(db: Db) {
  return {
    async list(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
      const where = and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
        query.to ? lt(orders.createdAt, nextDay(query.to)) : undefined,
        search(query.q),
      );
      const [rows, [total]] = await Promise.all([
        pageOf(
          db
            .select({
              id: orders.id,
              createdAt: orders.createdAt,
              status: orders.status,
              netPrice: orders.netPrice,
              paymentMethod: orders.paymentMethod,
              itemCount: sql<number>`(SELECT coalesce(sum((item->>'quantity')::int), 0)::int
              FROM jsonb_array_elements(${orders.shipments}) AS s, jsonb_array_elements(s->'itemList') AS item)`,
              ...buyer,
            })
            .from(orders)
            .innerJoin(users, eq(users.id, orders.userId))
            .where(where)
            .orderBy(desc(orders.createdAt), desc(orders.id))
            .$dynamic(),
          query,
        ),
        db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      const content = rows.map(({ id, createdAt, status, netPrice, paymentMethod, itemCount, ...customer }) => ({
        id,
        createdDate: createdAt.toISOString(),
        status,
        netPrice,
        paymentMethod,
        itemCount,
        customer: person(customer),
      }));
      return listPage(content, total, query.pageSize);
    },

    /** Who placed an order, or null for an unknown order. */
    async customer(orderId: number): Promise<OrderCustomer | null> {
      const [row] = await db
        .select(buyer)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      return row ? person(row) : null;
    },

    /** A returned COD order's bank transfer, as the back office shows it (account by its last digits). */
    async codRefund(orderId: number): Promise<CodRefundView | null> {
      const [row] = await db.select({ codRefund: orders.codRefund }).from(orders).where(eq(orders.id, orderId));
      return row?.codRefund ? codRefundViewOf(row.codRefund) : null;
    },

    /** The courier handed in a delivered COD order's cash: recorded once, with its audit entry. */
    async collectCash(actorId: number, orderId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row) throw new Refusal(404, 'orderNotFound');
        if (row.paymentMethod !== 'COD') throw new Refusal(400, 'codOnly');
        if (row.status !== 'Delivered') throw new Refusal(400, 'codNotDelivered');
        if (row.cashCollectedAt) return;
        await tx
          .update(orders)
          .set({ cashCollectedAt: new Date(), updatedAt: new Date() })
          .where(eq(orders.id, orderId));
        await recordAudit(tx, {
          actorId,
          action: 'order.collectCash',
          entity: 'order',
          entityId: orderId,
          before: { cashCollected: false },
          after: { cashCollected: true, amount: row.netPrice },
        });
      });
    },

    /**
     * A returned COD order refunded by bank transfer: the transfer's details recorded once (a
     * second is 409), with its audit entry (the account by its last digits only).
     */
    async recordCodRefund(actorId: number, orderId: number, refund: CodRefund): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row) throw new Refusal(404, 'orderNotFound');
        if (row.paymentMethod !== 'COD') throw new Refusal(400, 'codOnly');
        if (!row.cashCollectedAt) throw new Refusal(400, 'codNotDelivered');
        if (row.codRefund) throw new Refusal(409, 'codRefundRecorded');
        await tx.update(orders).set({ codRefund: refund, updatedAt: new Date() }).where(eq(orders.id, orderId));
        await recordAudit(tx, {
          actorId,
          action: 'order.codRefund',
          entity: 'order',
          entityId: orderId,
          before: null,
          after: codRefundViewOf(refund),
        });
      });
    },

    /**
     * Moves an order one step (Placed -> Dispatched -> Delivered) with its audit entry; answers
     * its buyer, to be told once the change has committed. Refuses an unknown order (404) and
     * any other step (400).
     */
    async advance(actorId: number, orderId: number, next: Step, verb: string): Promise<{ userId: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: orders.status, userId: orders.userId })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (!row) throw new Refusal(404, 'orderNotFound');
        if (row.status !== ORDER_STATUS_STEPS[next]) {
          throw new Refusal(400, 'adminOrderStep', { to: next, from: ORDER_STATUS_STEPS[next], status: row.status });
        }
        await tx.update(orders).set({ status: next, updatedAt: new Date() }).where(eq(orders.id, orderId));
        await recordStatus(tx, actorId, 'order', orderId, { verb, before: row.status, after: next });
        return { userId: row.userId };
      });
    },
  };
}

export type AdminOrdersRepository = ReturnType<typeof adminOrdersRepository>;

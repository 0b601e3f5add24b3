import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderChangedResponse,
  adminOrderResponse,
  adminOrdersQuery,
  adminOrdersResponse,
  errorBody,
  idParams,
  messages,
  ORDER_STATUS_STEPS,
  orderStatusBody,
  type Order,
  type PushMessage,
} from '@krishi/contract';
import { orders } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordAudit, type Tx } from '../audit/log.js';
import { adminOrdersRepository } from './repository.js';

type Outcome = { ok: true; order: Order } | Refusal;

/** What the back office needs of the orders feature (wired in app.ts; features do not import each other). */
export interface AdminOrdersPort {
  one(userId: number, orderId: number): Promise<Outcome>;
  cancelByOperator(orderId: number, record: (tx: Tx, before: Order) => Promise<void>): Promise<Outcome>;
}

export interface AdminOrdersOptions {
  orders: AdminOrdersPort;
  notify: (userId: number, message: PushMessage) => Promise<unknown>;
}

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const NOTICES = {
  Dispatched: { title: messages.orderDispatchedNotice, done: messages.adminOrderDispatched, verb: 'dispatch' },
  Delivered: { title: messages.orderDeliveredNotice, done: messages.adminOrderDelivered, verb: 'deliver' },
} as const;

/** Every user's orders: list, detail, the next status, and the operator's cancel with refund. */
const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersOptions> = async (app, { orders: port, notify }) => {
  const { db } = app.database;
  const repository = adminOrdersRepository(db);

  async function detail(orderId: number) {
    const customer = await repository.customer(orderId);
    if (!customer) return null;
    const found = await port.one(customer.userId, orderId);
    return found.ok ? { ...found.order, customer } : null;
  }

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Every order, newest first; filters: status, from/to (Indian days), q (order id or phone)',
        security,
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => repository.list(request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its buyer',
        security,
        params: idParams,
        response: { 200: adminOrderResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const order = await detail(request.params.id);
      if (!order) throw new Refusal(404, 'orderNotFound');
      return { data: order };
    },
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Moves an order one step: Placed -> Dispatched -> Delivered (anything else is 400)',
        description: 'The buyer gets a push notification once the change has committed.',
        security,
        params: idParams,
        body: orderStatusBody,
        response: { 200: adminOrderChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      const next = request.body.status;
      const outcome = await db.transaction(async (tx) => {
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
        await recordAudit(tx, {
          actorId: request.user.id,
          action: `order.${NOTICES[next].verb}`,
          entity: 'order',
          entityId: orderId,
          before: { status: row.status },
          after: { status: next },
        });
        return { userId: row.userId };
      });
      // After the commit and off the answer's path; a phone that is gone never fails the change.
      notify(outcome.userId, { title: NOTICES[next].title, body: `Order #${orderId}`, url: '/my-orders' }).catch(
        (error: unknown) => request.log.warn({ err: error, orderId }, 'order status notification failed'),
      );
      const order = await detail(orderId);
      return { message: NOTICES[next].done, data: order! };
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: "Cancels a Placed order for its buyer: stock back, coupon use back, refund (the buyer's own rules)",
        security,
        params: idParams,
        response: {
          200: adminOrderChangedResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          502: errorBody,
        },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      const cancelled = await port.cancelByOperator(orderId, (tx, before) =>
        recordAudit(tx, {
          actorId: request.user.id,
          action: 'order.cancel',
          entity: 'order',
          entityId: orderId,
          before: { status: before.status },
          after: { status: 'Cancelled' },
        }),
      );
      if (!cancelled.ok) throw cancelled;
      const order = await detail(orderId);
      return { message: messages.orderCancelled, data: order! };
    },
  );
};

export default adminOrdersRoutes;

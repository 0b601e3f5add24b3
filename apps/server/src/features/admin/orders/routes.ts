import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderChangedResponse,
  adminOrderResponse,
  adminOrdersQuery,
  adminOrdersResponse,
  codRefund,
  idParams,
  messages,
  orderStatusBody,
  type Order,
  type PushMessage,
} from '@krishi/contract';
import { Refusal, unlessRefused } from '../../../lib/refusal.js';
import { recordStatus, type Tx } from '../audit/log.js';
import { adminSchema, answers } from '../schema.js';
import type { AdminOrdersRepository } from './repository.js';

type Outcome = { ok: true; order: Order } | Refusal;

/** What the back office needs of the orders feature (wired in app.ts; features do not import each other). */
export interface AdminOrdersPort {
  one(userId: number, orderId: number): Promise<Outcome>;
  cancelByOperator(orderId: number, record: (tx: Tx, before: Order) => Promise<void>): Promise<Outcome>;
}

export interface AdminOrdersOptions {
  orders: AdminOrdersPort;
  repository: AdminOrdersRepository;
  notify: (userId: number, message: PushMessage) => Promise<unknown>;
}

const NOTICES = {
  Dispatched: { title: messages.orderDispatchedNotice, done: messages.adminOrderDispatched, verb: 'dispatch' },
  Delivered: { title: messages.orderDeliveredNotice, done: messages.adminOrderDelivered, verb: 'deliver' },
} as const;

/** Every user's orders: list, detail, the next status, and the operator's cancel with refund. */
const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersOptions> = async (
  app,
  { orders: port, repository, notify },
) => {
  /** The order with its buyer; refuses an unknown order. */
  async function detail(orderId: number) {
    const customer = await repository.customer(orderId);
    const found = customer && (await port.one(customer.userId, orderId));
    if (!customer || !found?.ok) throw new Refusal(404, 'orderNotFound');
    return { ...found.order, customer, codRefund: await repository.codRefund(orderId) };
  }

  app.get(
    '/orders',
    {
      schema: adminSchema('Every order, newest first; filters: status, from/to (Indian days), q (order id or phone)', {
        querystring: adminOrdersQuery,
        response: answers(adminOrdersResponse, 400),
      }),
    },
    async (request) => repository.list(request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: adminSchema('One order with its buyer', {
        params: idParams,
        response: answers(adminOrderResponse, 400, 404),
      }),
    },
    async (request) => ({ data: await detail(request.params.id) }),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: adminSchema('Moves an order one step: Placed -> Dispatched -> Delivered (anything else is 400)', {
        description: 'The buyer gets a push notification once the change has committed.',
        params: idParams,
        body: orderStatusBody,
        response: answers(adminOrderChangedResponse, 400, 404),
      }),
    },
    async (request) => {
      const orderId = request.params.id;
      const notice = NOTICES[request.body.status];
      const { userId } = await repository.advance(request.user.id, orderId, request.body.status, notice.verb);
      // After the commit and off the answer's path; a phone that is gone never fails the change.
      notify(userId, { title: notice.title, body: `Order #${orderId}`, url: '/my-orders' }).catch((error: unknown) =>
        request.log.warn({ err: error, orderId }, 'order status notification failed'),
      );
      return { message: notice.done, data: await detail(orderId) };
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: adminSchema(
        "Cancels a Placed order for its buyer: stock back, coupon use back, refund (the buyer's own rules)",
        { params: idParams, response: answers(adminOrderChangedResponse, 400, 404, 409, 502) },
      ),
    },
    async (request) => {
      const orderId = request.params.id;
      const cancelled = await port.cancelByOperator(orderId, (tx, before) =>
        recordStatus(tx, request.user.id, 'order', orderId, {
          verb: 'cancel',
          before: before.status,
          after: 'Cancelled',
        }),
      );
      unlessRefused(cancelled);
      return { message: messages.orderCancelled, data: await detail(orderId) };
    },
  );

  app.post(
    '/orders/:id/cash-collected',
    {
      schema: adminSchema('A delivered cash on delivery order: the courier handed in its cash (audited)', {
        description:
          'Only a COD order (else 400 codOnly), once Delivered (else 400 codNotDelivered). Again: no change.',
        params: idParams,
        response: answers(adminOrderChangedResponse, 400, 404),
      }),
    },
    async (request) => {
      await repository.collectCash(request.user.id, request.params.id);
      return { message: messages.adminCashCollected, data: await detail(request.params.id) };
    },
  );

  app.post(
    '/orders/:id/cod-refund',
    {
      schema: adminSchema('A returned cash on delivery order, refunded by bank transfer: its details (audited)', {
        description:
          'Only a COD order whose cash was collected; recorded once (409 after). The buyer sees the refund as ' +
          'Processed; the account number is shown again by its last four digits only.',
        params: idParams,
        body: codRefund,
        response: answers(adminOrderChangedResponse, 400, 404, 409),
      }),
    },
    async (request) => {
      await repository.recordCodRefund(request.user.id, request.params.id, request.body);
      return { message: messages.adminCodRefundRecorded, data: await detail(request.params.id) };
    },
  );
};

export default adminOrdersRoutes;

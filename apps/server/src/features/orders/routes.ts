import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancellationTermsResponse,
  cancelOrderResponse,
  codOptionResponse,
  errorBody,
  messages,
  orderCreateBody,
  orderIdInput,
  orderResponse,
  paymentOrderResponse,
  refundChargesResponse,
  saveCartBody,
  userOrdersQuery,
  userOrdersResponse,
} from '@krishi/contract';
import { loggedIn } from '../../lib/logged-in.js';
import { Refusal, unlessRefused } from '../../lib/refusal.js';
import type { OrdersModule } from './module.js';
import webhookRoutes from './webhook.js';

export interface OrdersRoutesOptions {
  module: OrdersModule;
}

/** Checkout (payment order, order creation, webhook) and the user's orders, refunds and cancels. */
const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { module }) => {
  const { checkout, cod, orders } = module;

  await app.register(webhookRoutes, { module });

  app.post(
    '/cart/validateAndProceedToPaymentNew',
    loggedIn(app, {
      tags: ['checkout'],
      summary: "A payment order for the stored cart at the server's own price",
      description:
        'The body is the cart as the page holds it; only userId is read (another user is 403). The stored cart is ' +
        'priced again: empty, no address, undeliverable items (errorDetails), a coupon or stock problem are 400s.',
      body: saveCartBody,
      response: { 200: paymentOrderResponse, 400: errorBody, 401: errorBody, 403: errorBody, 502: errorBody },
    }),
    async (request) => {
      if (request.body.userId !== undefined && request.body.userId !== request.user.id) {
        throw new Refusal(403, 'forbidden');
      }
      return { data: unlessRefused(await checkout.start(request.user.id)).data };
    },
  );

  app.post(
    '/order/create',
    loggedIn(app, {
      tags: ['checkout'],
      summary: 'The order of a paid payment order (idempotent per payment), or a cash-on-delivery order',
      description:
        'Only paymentInfo is read. Its signature must be HMAC-SHA256 of orderId|paymentId, the payment captured ' +
        'for exactly the amount asked. Sold out meanwhile: the payment is refunded in full and the answer is 409. ' +
        '{ paymentMethod: "COD" } instead orders the stored cart for cash on delivery when GET /order/cod-option ' +
        'offers it (else 400 by its reason); identical concurrent calls make one order; sold out: 409.',
      body: orderCreateBody,
      response: {
        200: orderResponse,
        400: errorBody,
        401: errorBody,
        403: errorBody,
        404: errorBody,
        409: errorBody,
        502: errorBody,
      },
    }),
    async (request) => {
      const { body } = request;
      const completion = unlessRefused(
        'paymentInfo' in body
          ? await checkout.completeSigned(request.user.id, body.paymentInfo)
          : await cod.place(request.user.id),
      );
      return { message: messages.orderCreated, data: completion.order };
    },
  );

  app.get(
    '/order/cod-option',
    loggedIn(app, {
      tags: ['checkout'],
      summary: 'Whether checkout offers cash on delivery for the stored cart, and if not why',
      description:
        'Unavailable when a seller in the cart does not take it (sellerDeclines), the net price is above ' +
        'COD_MAX_ORDER_RUPEES (aboveLimit) or the buyer has COD_MAX_OPEN_ORDERS undelivered COD orders ' +
        "(tooManyOpen). fee (COD_FEE_RUPEES) is added to a COD order's bill. Amounts in paise.",
      response: { 200: codOptionResponse, 401: errorBody },
    }),
    async (request) => ({ data: await cod.option(request.user.id) }),
  );

  app.get(
    '/order/user-orders',
    loggedIn(app, {
      tags: ['orders'],
      summary: "The logged-in user's orders, newest first",
      querystring: userOrdersQuery,
      response: { 200: userOrdersResponse, 400: errorBody, 401: errorBody, 403: errorBody },
    }),
    async (request) => {
      const { userId, pageNum, pageSize } = request.query;
      if (userId !== undefined && userId !== request.user.id) throw new Refusal(403, 'forbidden');
      return orders.list(request.user.id, pageNum, pageSize);
    },
  );

  // Under /metadata/ with the storefront's other public settings: the offline app keeps its last
  // answer (sw.ts), so the refund policy still opens without a connection.
  app.get(
    '/metadata/cancellation-terms',
    {
      schema: {
        tags: ['orders', 'metadata'],
        summary: 'What cancelling an order before dispatch keeps (public: the refund policy states it)',
        description:
          'feePercent is PAYMENT_FEE_PERCENT: the share of the amount paid kept as the gateway fee, plus 18% GST on ' +
          'that fee. 0 (the default) refunds the full amount paid.',
        response: { 200: cancellationTermsResponse },
      },
    },
    () => ({ data: orders.cancellationTerms() }),
  );

  app.get(
    '/order/refundCharges',
    loggedIn(app, {
      tags: ['orders'],
      summary: 'What cancelling a Placed order would keep (gateway fee plus GST) and refund',
      querystring: orderIdInput,
      response: { 200: refundChargesResponse, 400: errorBody, 401: errorBody, 404: errorBody },
    }),
    async (request) => {
      return { data: unlessRefused(await orders.refundCharges(request.user.id, request.query.orderId)).data };
    },
  );

  app.post(
    '/order/cancel',
    loggedIn(app, {
      tags: ['orders'],
      summary: 'Cancel a Placed order: stock back, coupon use back, refund through the gateway',
      querystring: orderIdInput,
      body: z.unknown().optional(),
      response: { 200: cancelOrderResponse, 400: errorBody, 401: errorBody, 404: errorBody },
    }),
    async (request) => {
      const cancelled = unlessRefused(await orders.cancel(request.user.id, request.query.orderId));
      return { message: messages.orderCancelled, data: cancelled.order };
    },
  );

  app.get(
    '/order/:orderId',
    loggedIn(app, {
      tags: ['orders'],
      summary: "One of the logged-in user's orders (anyone else's is 404)",
      params: orderIdInput,
      response: { 200: orderResponse, 400: errorBody, 401: errorBody, 404: errorBody },
    }),
    async (request) => ({ data: unlessRefused(await orders.one(request.user.id, request.params.orderId)).order }),
  );
};

export default ordersRoutes;

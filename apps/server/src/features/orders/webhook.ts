import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorBody } from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import type { OrdersModule } from './module.js';

const MAX_WEBHOOK_BYTES = 64 * 1024;

/** What a signed webhook says was paid. */
interface WebhookPayment {
  event: string;
  orderId: string;
  paymentId: string;
}

/** The paid payment a webhook body names (`payment.captured`, `order.paid`), or null for anything else. */
function webhookPayment(body: unknown): WebhookPayment | null {
  if (typeof body !== 'object' || body === null) return null;
  const { event, payload } = body as { event?: unknown; payload?: { payment?: { entity?: unknown } } };
  if (event !== 'payment.captured' && event !== 'order.paid') return null;
  const entity = payload?.payment?.entity as { id?: unknown; order_id?: unknown } | undefined;
  if (typeof entity?.id !== 'string' || typeof entity.order_id !== 'string') return null;
  return { event, orderId: entity.order_id, paymentId: entity.id };
}

/**
 * `POST /payments/webhook`: the gateway tells us a payment was captured (Razorpay's format and
 * `X-Razorpay-Signature`, which the sandbox signs the same way with its secret). The signature is
 * over the exact bytes sent, so this plugin keeps JSON bodies raw. A delivery that comes twice,
 * late, or before the browser's `/order/create` finishes the order the same single way.
 */
const webhookRoutes: FastifyPluginAsync<{ module: OrdersModule }> = async (app, { module }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['checkout'],
        summary: "The payment gateway's signed notification of a captured payment",
        description:
          'Header X-Razorpay-Signature: hex HMAC-SHA256 of the raw body. Events payment.captured and order.paid.',
        response: { 200: z.object({ message: z.string() }), 400: errorBody },
      },
    },
    async (request) => {
      const raw = request.body;
      const signature = request.headers['x-razorpay-signature'];
      if (!Buffer.isBuffer(raw) || typeof signature !== 'string' || !module.gateway.verifyWebhook(raw, signature)) {
        throw new Refusal(400, 'webhookSignatureInvalid');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new Refusal(400, 'malformedJson');
      }
      const paid = webhookPayment(parsed);
      // Other events, and payments of orders that are not ours, are acknowledged and ignored.
      if (!paid) return { message: 'ignored' };
      const completion = await module.checkout.completeNotified(paid.orderId, paid.paymentId);
      if (completion && !completion.ok && completion.status !== 409) {
        request.log.warn({ paid, reason: completion.message }, 'webhook payment not finished');
      }
      return { message: 'ok' };
    },
  );
};

export default webhookRoutes;

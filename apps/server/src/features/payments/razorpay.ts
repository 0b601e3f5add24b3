import { z } from 'zod';
import {
  GatewayError,
  hmacHex,
  paymentSignature,
  signatureMatches,
  type GatewayPayment,
  type PaymentGateway,
} from '../../lib/payment-gateway.js';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** `https://api.razorpay.com/v1`, or a fake server in tests. */
  apiUrl: string;
  /** A slow gateway must not hold a request for long; the reconciler finishes what times out. */
  timeoutMs?: number;
}

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  amount_refunded: z.number().int().default(0),
  /** card, upi, netbanking, wallet... */
  method: z.string().default('card'),
});
const orderEntity = z.object({ id: z.string() });
const paymentCollection = z.object({ items: z.array(paymentEntity) });
const refundEntity = z.object({ id: z.string() });

const toPayment = (entity: z.infer<typeof paymentEntity>): GatewayPayment => ({
  id: entity.id,
  orderId: entity.order_id ?? '',
  amount: entity.amount,
  currency: entity.currency,
  status: entity.status,
  amountRefunded: entity.amount_refunded,
  method: entity.method,
});

/** Where Razorpay's checkout.js and its payment frame come from. */
const CHECKOUT_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'] as const;

/**
 * Razorpay through its orders API (Basic auth with the key id and secret): an order per checkout,
 * paid in checkout.js, confirmed by the signed handler response or the signed webhook.
 */
export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  const base = config.apiUrl.replace(/\/+$/, '');

  /** One API call; a 404 is null (not known), other failures a GatewayError. */
  async function call<T>(method: 'GET' | 'POST', route: string, shape: z.ZodType<T>, body?: object): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${base}${route}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay could not be reached: ${(error as Error).message}`, null);
    }
    if (response.status === 404) return null;
    const text = await response.text();
    if (!response.ok)
      throw new GatewayError(`Razorpay answered ${response.status} to ${method} ${route}: ${text}`, response.status);
    const parsed = shape.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new GatewayError(`Razorpay answered ${method} ${route} with an unexpected body`, response.status);
    return parsed.data;
  }

  const required = <T>(value: T | null, what: string): T => {
    if (value === null) throw new GatewayError(`Razorpay does not know ${what}`, 404);
    return value;
  };

  return {
    name: 'razorpay',
    keyId: config.keyId,
    checkoutOrigins: CHECKOUT_ORIGINS,

    async createOrder({ amount, currency, receipt }) {
      return required(await call('POST', '/orders', orderEntity, { amount, currency, receipt }), 'the orders API');
    },

    async capturedPayment(orderId) {
      const collection = await call('GET', `/orders/${encodeURIComponent(orderId)}/payments`, paymentCollection);
      const captured = collection?.items.find((p) => p.status === 'captured' || p.status === 'refunded');
      return captured ? toPayment(captured) : null;
    },

    async payment(paymentId) {
      const entity = await call('GET', `/payments/${encodeURIComponent(paymentId)}`, paymentEntity);
      return entity ? toPayment(entity) : null;
    },

    async refund(paymentId, amount, receipt) {
      const refund = await call('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, refundEntity, {
        amount,
        receipt,
      });
      return required(refund, `payment ${paymentId}`);
    },

    verifyPayment(info) {
      return signatureMatches(paymentSignature(config.keySecret, info.orderId, info.paymentId), info.signature);
    },

    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(config.webhookSecret, rawBody), signature);
    },
  };
}

import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  amount_refunded: number;
  method: string;
}

export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeRazorpay {
  /** Base URL, like `https://api.razorpay.com/v1`. */
  apiUrl: string;
  /** Every request that passed Basic auth, in order. */
  seen: FakeRequest[];
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string }>;
  payments: Map<string, FakePayment>;
  /** What checkout.js does when the buyer pays: captures the order's amount, answers the signed handler response. */
  /** Captures the order's payment, by `method` (Razorpay's words: card, upi). */
  pay(orderId: string, method?: string): { orderId: string; paymentId: string; signature: string };
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/** A fake Razorpay on loopback (never the internet): orders, their payments, payments and refunds. */
export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const seen: FakeRequest[] = [];
  const orders: FakeRazorpay['orders'] = new Map();
  const payments: FakeRazorpay['payments'] = new Map();
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.headers.authorization !== expected) {
        return reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      const body: unknown = text ? JSON.parse(text) : undefined;
      const url = request.url!.replace(/^\/v1/, '');
      seen.push({ method: request.method!, url, body });
      if (request.method === 'POST' && url === '/orders') {
        const { amount, currency, receipt } = body as { amount: number; currency: string; receipt: string };
        const order = { id: newId('order'), amount, currency, receipt };
        orders.set(order.id, order);
        return reply(200, { ...order, entity: 'order', status: 'created' });
      }
      const ofOrder = /^\/orders\/([^/]+)\/payments$/.exec(url);
      if (request.method === 'GET' && ofOrder) {
        const items = [...payments.values()].filter((p) => p.order_id === ofOrder[1]);
        return reply(200, { entity: 'collection', count: items.length, items });
      }
      const payment = /^\/payments\/([^/]+)$/.exec(url);
      if (request.method === 'GET' && payment) {
        const found = payments.get(payment[1]!);
        return found
          ? reply(200, { entity: 'payment', ...found })
          : reply(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      }
      const refund = /^\/payments\/([^/]+)\/refund$/.exec(url);
      if (request.method === 'POST' && refund) {
        const found = payments.get(refund[1]!);
        const { amount } = body as { amount: number };
        if (!found || found.amount_refunded + amount > found.amount) {
          return reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount is invalid' } });
        }
        found.amount_refunded += amount;
        if (found.amount_refunded === found.amount) found.status = 'refunded';
        return reply(200, { id: newId('rfnd'), entity: 'refund', amount, payment_id: found.id, status: 'processed' });
      }
      reply(404, { error: { code: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    seen,
    orders,
    payments,
    pay(orderId, method = 'card') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the fake Razorpay has no order ${orderId}`);
      const id = newId('pay');
      payments.set(id, {
        id,
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        amount_refunded: 0,
        method,
      });
      const signature = createHmac('sha256', keySecret).update(`${orderId}|${id}`).digest('hex');
      return { orderId, paymentId: id, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SANDBOX_CARD_PAYS } from '@krishi/contract';

/** Where the buyers live: a Bengaluru pincode, served by the sellers who deliver to Karnataka. */
export const BUYER_ADDRESS = {
  name: 'Fault Run Buyer',
  addressLine1: '12, 3rd Cross, Jayanagar',
  taluk: 'Bangalore South',
  district: 'Bangalore',
  state: 'Karnataka',
  country: 'INDIA',
  pinCode: '560011',
  phoneNumber: '9876543210',
};

export interface CartLine {
  productId: number;
  variantId: number;
  quantity: number;
}

/** What the clients saw: retries after a cut connection, and server errors answered. */
export interface ClientStats {
  /** Calls sent again because the connection was refused, reset or timed out. */
  connectionRetries: number;
  /** 5xx answers, by status, each also retried. */
  serverErrors: Record<number, number>;
}

export const newClientStats = (): ClientStats => ({ connectionRetries: 0, serverErrors: {} });

interface Reply {
  status: number;
  body: unknown;
}

export class GaveUp extends Error {}

/** How a real client talks to the shop through crashes: the same call again, a little later. */
export class ShopClient {
  constructor(
    readonly baseUrl: string,
    readonly stats: ClientStats,
    private readonly giveUpAfterMs = 180_000,
  ) {}

  private async once(method: string, url: string, token?: string, body?: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text for the message
    }
    return { status: response.status, body: parsed };
  }

  /** Sends until the server answers below 500: a crash cuts a call, it does not decide it. */
  async call(
    method: string,
    url: string,
    opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    const giveUpAt = Date.now() + this.giveUpAfterMs;
    let delay = 100;
    for (;;) {
      try {
        const reply = await this.once(method, url, opts.token, body, opts.headers);
        if (reply.status < 500) return reply;
        this.stats.serverErrors[reply.status] = (this.stats.serverErrors[reply.status] ?? 0) + 1;
      } catch {
        this.stats.connectionRetries++;
      }
      if (Date.now() > giveUpAt)
        throw new GaveUp(`${method} ${url} did not get an answer within ${this.giveUpAfterMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay * (0.5 + Math.random())));
      delay = Math.min(delay * 2, 2000);
    }
  }

  async must(method: string, url: string, opts: Parameters<ShopClient['call']>[2] = {}): Promise<unknown> {
    const reply = await this.call(method, url, opts);
    if (reply.status >= 300) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  }
}

/** The last login code the console SMS adapter wrote for a phone (a line cut by a kill is skipped). */
async function lastCode(dataDir: string, phone: string): Promise<string | null> {
  const text = await fs.readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
  let code: string | null = null;
  for (const line of text.split('\n')) {
    try {
      const sms = JSON.parse(line) as { to?: string; code?: string };
      if (sms.to === phone && typeof sms.code === 'string') code = sms.code;
    } catch {
      // an empty or partial line
    }
  }
  return code;
}

export interface Buyer {
  phone: string;
  token: string;
  userId: number;
  cart: CartLine[];
}

/** A buyer as the page makes one: log in by SMS code, save the address, fill the cart. */
export async function newBuyer(client: ShopClient, dataDir: string, phone: string, cart: CartLine[]): Promise<Buyer> {
  await client.must('POST', `/unauth/${phone}`);
  let code: string | null = null;
  for (let i = 0; i < 100 && !code; i++) {
    code = await lastCode(dataDir, phone);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error(`no login code reached ${phone}`);
  const verified = (await client.must('POST', '/unauth/verify-user', { body: { phoneNumber: phone, otp: code } })) as {
    authToken: string;
    userId: number;
  };
  const token = verified.authToken;
  const address = (await client.must('POST', '/api/userAddress', { token, body: BUYER_ADDRESS })) as {
    data: { id: number };
  };
  await client.must('PUT', '/cart/saveUpdateCart', { token, body: { cartItems: cart, addressId: address.data.id } });
  return { phone, token, userId: verified.userId, cart };
}

/**
 * How the buyer's checkout ends on the client's side. `browser`: the page sees it through
 * (`/order/create`, again after each crash). `webhook`: the page is closed once paid and the
 * gateway's webhook tells the server. `reconciler`: the page is closed and the webhook lost:
 * only the server's reconciler can finish it.
 */
export type Finisher = 'browser' | 'webhook' | 'reconciler';

export type CheckoutOutcome =
  | 'ordered'
  | 'refunded: stock gone after payment'
  | 'refused before payment'
  | 'paid, page closed: webhook delivered'
  | 'paid, page closed: left to the reconciler'
  | 'gave up'
  | 'unexpected answer';

export interface CheckoutResult {
  outcome: CheckoutOutcome;
  detail?: string;
}

const message = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : JSON.stringify(body);

export async function checkOut(
  client: ShopClient,
  buyer: Buyer,
  finisher: Finisher,
  sandboxSecret: string,
): Promise<CheckoutResult> {
  const token = buyer.token;
  try {
    const started = await client.call('POST', '/cart/validateAndProceedToPaymentNew', { token, body: {} });
    if (started.status === 400) return { outcome: 'refused before payment', detail: message(started.body) };
    if (started.status !== 200)
      return { outcome: 'unexpected answer', detail: `validate: ${started.status} ${message(started.body)}` };
    const orderId = (started.body as { data: { paymentOrderId: string } }).data.paymentOrderId;

    const paid = await client.call('POST', '/sandbox/pay', { token, body: { orderId, cardNumber: SANDBOX_CARD_PAYS } });
    if (paid.status !== 200)
      return { outcome: 'unexpected answer', detail: `pay: ${paid.status} ${message(paid.body)}` };
    const paymentInfo = paid.body as { orderId: string; paymentId: string; signature: string };

    if (finisher === 'reconciler') return { outcome: 'paid, page closed: left to the reconciler' };
    if (finisher === 'webhook') {
      const rawBody = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentInfo.paymentId, order_id: paymentInfo.orderId } } },
      });
      const signature = createHmac('sha256', sandboxSecret).update(rawBody).digest('hex');
      const delivered = await client.call('POST', '/payments/webhook', {
        rawBody,
        headers: { 'X-Razorpay-Signature': signature },
      });
      return delivered.status === 200
        ? { outcome: 'paid, page closed: webhook delivered' }
        : { outcome: 'unexpected answer', detail: `webhook: ${delivered.status} ${message(delivered.body)}` };
    }
    const created = await client.call('POST', '/order/create', { token, body: { paymentInfo } });
    if (created.status === 200) return { outcome: 'ordered' };
    if (created.status === 409) return { outcome: 'refunded: stock gone after payment' };
    return { outcome: 'unexpected answer', detail: `order/create: ${created.status} ${message(created.body)}` };
  } catch (error) {
    if (error instanceof GaveUp) return { outcome: 'gave up', detail: error.message };
    throw error;
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressResponse,
  paymentOrderResponse,
  sandboxPayResponse,
  SANDBOX_CARD_PAYS,
  verifyOtpResponse,
  type PaymentInfo,
} from '@krishi/contract';
import { startServerProcesses, type ServerProcesses } from '../../test/server-processes.js';

const postgresUrl = process.env.DATABASE_URL;

/** The last unit across two server processes sharing one PostgreSQL: needs DATABASE_URL and a built server. */
describe.skipIf(!postgresUrl)('the last unit, two server processes', () => {
  let procs: ServerProcesses;

  beforeAll(async () => {
    procs = await startServerProcesses(postgresUrl!, 2, { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' });
  }, 120_000);
  afterAll(() => procs?.close());

  async function call(baseUrl: string, method: string, route: string, token: string | null, body?: unknown) {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function logIn(baseUrl: string, phoneNumber: string): Promise<string> {
    expect((await call(baseUrl, 'POST', `/unauth/${phoneNumber}`, null)).status).toBe(200);
    const outbox = await fs.readFile(path.join(procs.dataDir, 'outbox', 'sms.jsonl'), 'utf8');
    const sms = outbox
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; code: string })
      .filter((m) => m.to === phoneNumber)
      .at(-1)!;
    const verified = await call(baseUrl, 'POST', '/unauth/verify-user', null, { phoneNumber, otp: sms.code });
    return verifyOtpResponse.parse(verified.body).authToken;
  }

  it(
    '50 paid buyers, half on each process, make exactly one order; stock ends at 0',
    { timeout: 240_000 },
    async () => {
      const { rows } = await procs.sql.query<{
        product_id: number;
        variant_id: number;
        state: string;
        pincode: string;
      }>(
        `SELECT p.id AS product_id, v.id AS variant_id, s.state, s.pincode
         FROM variants v JOIN products p ON p.id = v.product_id JOIN sellers s ON s.id = p.seller_id
        WHERE p.status = 'ACTIVE' AND v.is_product_available AND s.state = ANY (s.served_states)
        ORDER BY v.id LIMIT 1`,
      );
      const item = rows[0]!;
      await procs.sql.query('UPDATE variants SET inventory = 50 WHERE id = $1', [item.variant_id]);

      const buyers: Array<{ baseUrl: string; token: string; paid: PaymentInfo }> = [];
      for (let i = 0; i < 50; i++) {
        const { baseUrl } = procs.servers[i % 2]!;
        const token = await logIn(baseUrl, `9${200_000_000 + i}`);
        const address = await call(baseUrl, 'POST', '/api/userAddress', token, {
          name: 'Asha Farmer',
          addressLine1: '12 Market Road',
          taluk: 'Central',
          district: 'Central',
          state: item.state,
          country: 'INDIA',
          pinCode: item.pincode,
          phoneNumber: '9876543210',
        });
        const addressId = addressResponse.parse(address.body).data.id;
        const saved = await call(baseUrl, 'PUT', '/cart/saveUpdateCart', token, {
          cartItems: [{ productId: item.product_id, variantId: item.variant_id, quantity: 1 }],
          addressId,
        });
        expect(saved.status).toBe(200);
        const started = paymentOrderResponse.parse(
          (await call(baseUrl, 'POST', '/cart/validateAndProceedToPaymentNew', token, {})).body,
        ).data;
        // Paid on the other process: the sandbox's state is in the shared database.
        const other = procs.servers[(i + 1) % 2]!.baseUrl;
        const paid = sandboxPayResponse.parse(
          (
            await call(other, 'POST', '/sandbox/pay', token, {
              orderId: started.paymentOrderId,
              cardNumber: SANDBOX_CARD_PAYS,
            })
          ).body,
        );
        buyers.push({ baseUrl, token, paid });
      }
      await procs.sql.query('UPDATE variants SET inventory = 1 WHERE id = $1', [item.variant_id]);

      const answers = await Promise.all(
        buyers.map((b) => call(b.baseUrl, 'POST', '/order/create', b.token, { paymentInfo: b.paid })),
      );

      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
      const state = await procs.sql.query<{ inventory: number; orders: number; refunded: number }>(
        `SELECT (SELECT inventory FROM variants WHERE id = $1) AS inventory,
              (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM sandbox_payments WHERE refunded_amount = amount) AS refunded`,
        [item.variant_id],
      );
      expect(state.rows[0]).toEqual({ inventory: 0, orders: 1, refunded: 49 });
    },
  );
});

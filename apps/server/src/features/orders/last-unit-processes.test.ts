import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressResponse,
  paymentOrderResponse,
  sandboxPayResponse,
  SANDBOX_CARD_PAYS,
  type PaymentInfo,
} from '@krishi/contract';
import {
  call,
  deliverableVariant,
  logInOverHttp,
  startServerProcesses,
  type ServerProcesses,
} from '../../test/server-processes.js';
import { buyerAddress } from '../../test/buyers.js';
import { setStock } from '../../test/faults/stock.js';

const postgresUrl = process.env.DATABASE_URL;

/** The last unit across two server processes sharing one PostgreSQL: needs DATABASE_URL and a built server. */
describe.skipIf(!postgresUrl)('the last unit, two server processes', () => {
  let procs: ServerProcesses;

  beforeAll(async () => {
    procs = await startServerProcesses(postgresUrl!, 2, { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' });
  }, 120_000);
  afterAll(() => procs?.close());

  it(
    '50 paid buyers, half on each process, make exactly one order; stock ends at 0',
    { timeout: 240_000 },
    async () => {
      const item = await deliverableVariant(procs.sql, 50);

      const buyers: Array<{ baseUrl: string; token: string; paid: PaymentInfo }> = [];
      for (let i = 0; i < 50; i++) {
        const { baseUrl } = procs.servers[i % 2]!;
        const token = await logInOverHttp(baseUrl, procs.dataDir, `9${200_000_000 + i}`);
        const address = await call(baseUrl, 'POST', '/api/userAddress', {
          token,
          body: buyerAddress(item.state, item.pincode),
        });
        const addressId = addressResponse.parse(address.body).data.id;
        const saved = await call(baseUrl, 'PUT', '/cart/saveUpdateCart', {
          token,
          body: { cartItems: [{ productId: item.product_id, variantId: item.variant_id, quantity: 1 }], addressId },
        });
        expect(saved.status).toBe(200);
        const started = paymentOrderResponse.parse(
          (await call(baseUrl, 'POST', '/cart/validateAndProceedToPaymentNew', { token, body: {} })).body,
        ).data;
        // Paid on the other process: the sandbox's state is in the shared database.
        const other = procs.servers[(i + 1) % 2]!.baseUrl;
        const paid = sandboxPayResponse.parse(
          (
            await call(other, 'POST', '/sandbox/pay', {
              token,
              body: { orderId: started.paymentOrderId, cardNumber: SANDBOX_CARD_PAYS },
            })
          ).body,
        );
        buyers.push({ baseUrl, token, paid });
      }
      await setStock((text, params) => procs.sql.query(text, params), item.variant_id, 1);

      const answers = await Promise.all(
        buyers.map((b) => call(b.baseUrl, 'POST', '/order/create', { token: b.token, body: { paymentInfo: b.paid } })),
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

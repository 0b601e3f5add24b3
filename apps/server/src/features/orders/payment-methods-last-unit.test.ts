import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderResponse, sandboxPayResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import {
  buyerWithCart,
  countRows,
  createOrder,
  inventoryOf,
  paidCheckout,
  sellableVariant,
  setInventory,
  startPayment,
} from '../../test/buyers.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
});
afterAll(() => t.close());

it('the last unit wanted by a card, a UPI and a cash-on-delivery buyer at once makes exactly one order', async () => {
  const item = await sellableVariant(t, 10);
  const card = await buyerWithCart(t, item, 1);
  const upi = await buyerWithCart(t, item, 1);
  const cod = await buyerWithCart(t, item, 1);
  const cardPaid = await paidCheckout(t, card);
  const upiStarted = await startPayment(t, upi);
  const upiPaid = sandboxPayResponse.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/sandbox/pay',
        headers: upi.headers,
        payload: { orderId: upiStarted.paymentOrderId, method: 'upi', vpa: 'success@razorpay' },
      })
    ).json(),
  );
  await setInventory(t, item.variantId, 1);

  const answers = await Promise.all([
    createOrder(t, card, cardPaid),
    createOrder(t, upi, upiPaid),
    t.app.inject({ method: 'POST', url: '/order/create', headers: cod.headers, payload: { paymentMethod: 'COD' } }),
  ]);

  const made = answers.filter((a) => a.statusCode === 200);
  expect(made).toHaveLength(1);
  // A paid loser is refunded (409); the COD buyer is refused at pricing (400) or at the stock (409).
  expect(answers.slice(0, 2).filter((a) => a.statusCode === 409)).toHaveLength(made[0] === answers[2] ? 2 : 1);
  expect(await countRows(t, 'orders')).toBe(1);
  expect(await inventoryOf(t, item.variantId)).toBe(0);
  // Whoever lost after paying is refunded in full; the COD buyer paid nothing.
  const winner = orderResponse.parse(made[0]!.json()).data;
  const paidLosers = winner.paymentMethod === 'COD' ? 2 : 1;
  const [refunded] = await t.database.rawTransaction((tx) =>
    tx.query<{ n: number }>("SELECT count(*)::int AS n FROM sandbox_payments WHERE status = 'refunded'"),
  );
  expect(refunded!.n).toBe(paidLosers);
});

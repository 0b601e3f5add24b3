import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse, sandboxPayResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { buyerWithCart, createOrder, sellableVariant, startPayment, type Sellable } from '../../test/buyers.js';

let t: TestApp;
let item: Sellable;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
  item = await sellableVariant(t, 100);
});
afterAll(() => t.close());

async function payByUpi(vpa: unknown) {
  const buyer = await buyerWithCart(t, item, 1);
  const started = await startPayment(t, buyer);
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox/pay',
    headers: buyer.headers,
    payload: { orderId: started.paymentOrderId, method: 'upi', vpa },
  });
  return { buyer, started, response };
}

describe('sandbox UPI', () => {
  it('success@razorpay pays, and the order records UPI', async () => {
    const { buyer, started, response } = await payByUpi('success@razorpay');
    expect(response.statusCode, response.body).toBe(200);
    const paid = sandboxPayResponse.parse(response.json());
    expect(paid.orderId).toBe(started.paymentOrderId);

    const created = await createOrder(t, buyer, paid);
    expect(created.statusCode, created.body).toBe(200);
    expect(orderResponse.parse(created.json()).data).toMatchObject({
      paymentMethod: 'UPI',
      paymentId: paid.paymentId,
      codFee: 0,
    });
  });

  it('failure@razorpay fails with 402 and nothing is paid', async () => {
    const { response } = await payByUpi('failure@razorpay');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'sandboxUpiFailed' });
    const [row] = await t.database.rawTransaction((tx) =>
      tx.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox_payments WHERE method = 'upi' AND status <> 'captured'",
      ),
    );
    expect(row!.n).toBe(0);
  });

  it('a UPI id that is not name@handle is a 400 by its code', async () => {
    const { response } = await payByUpi('not-a-upi-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'upiIdInvalid' });
  });

  it('another valid UPI id is not a sandbox one', async () => {
    const { response } = await payByUpi('asha@okbank');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'sandboxUpiUnknown' });
  });

  it('a card payment without a method still pays, and the order records CARD', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: buyer.headers,
      payload: { orderId: started.paymentOrderId, cardNumber: '4111 1111 1111 1111' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const created = await createOrder(t, buyer, sandboxPayResponse.parse(paid.json()));
    expect(orderResponse.parse(created.json()).data.paymentMethod).toBe('CARD');
  });
});

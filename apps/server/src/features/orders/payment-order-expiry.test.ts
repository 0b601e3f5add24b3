import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse, userOrdersResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import {
  buyerWithCart,
  createOrder,
  payWithCard,
  sellableVariant,
  setInventory,
  startPayment,
  type Buyer,
  type Sellable,
} from '../../test/buyers.js';

let t: TestApp;
let item: Sellable;
let secret: string;

const TTL_MS = 30 * 60_000;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0', PAYMENT_ORDER_TTL_MINUTES: '30' } });
  item = await sellableVariant(t, 100);
  secret = (
    JSON.parse(await fs.readFile(path.join(t.dataDir, 'keys', 'sandbox-payment.json'), 'utf8')) as { secret: string }
  ).secret;
});
afterAll(() => t.close());

async function statusOf(gatewayOrderId: string): Promise<string> {
  const [row] = await t.database.rawTransaction((tx) =>
    tx.query<{ status: string }>('SELECT status FROM payment_orders WHERE gateway_order_id = $1', [gatewayOrderId]),
  );
  return row!.status;
}

/** A payment order left unpaid past PAYMENT_ORDER_TTL_MINUTES, closed by the reconciler. */
async function expiredPaymentOrder(buyer: Buyer) {
  const started = await startPayment(t, buyer);
  await t.app.orders.reconcile(new Date(Date.now() + TTL_MS + 60_000));
  expect(await statusOf(started.paymentOrderId)).toBe('closed');
  return started;
}

async function ordersOf(buyer: Buyer) {
  const response = await t.app.inject({ method: 'GET', url: '/order/user-orders', headers: buyer.headers });
  return userOrdersResponse.parse(response.json()).orders;
}

describe('payment orders never paid', () => {
  it('stays pending before PAYMENT_ORDER_TTL_MINUTES', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    await t.app.orders.reconcile(new Date(Date.now() + TTL_MS - 60_000));
    expect(await statusOf(started.paymentOrderId)).toBe('pending');
  });

  it('closed, then paid late in the browser: still becomes the order', async () => {
    await setInventory(t, item.variantId, 10);
    const buyer = await buyerWithCart(t, item, 1);
    const started = await expiredPaymentOrder(buyer);

    const paid = await payWithCard(t, buyer, started.paymentOrderId);
    const created = await createOrder(t, buyer, paid);

    expect(created.statusCode, created.body).toBe(200);
    expect(orderResponse.parse(created.json()).data).toMatchObject({ status: 'Placed', paymentId: paid.paymentId });
    expect(await statusOf(started.paymentOrderId)).toBe('ordered');
  });

  it('closed, then paid late with the stock gone: the reconciler refunds it in full', async () => {
    await setInventory(t, item.variantId, 10);
    const buyer = await buyerWithCart(t, item, 1);
    const started = await expiredPaymentOrder(buyer);
    const paid = await payWithCard(t, buyer, started.paymentOrderId);
    await setInventory(t, item.variantId, 0);

    await t.app.orders.reconcile(new Date(Date.now() + TTL_MS + 120_000));

    expect(await ordersOf(buyer)).toHaveLength(0);
    expect(await statusOf(started.paymentOrderId)).toBe('refunded');
    const [payment] = await t.database.rawTransaction((tx) =>
      tx.query<{ amount: number; refunded_amount: number }>(
        'SELECT amount, refunded_amount FROM sandbox_payments WHERE id = $1',
        [paid.paymentId],
      ),
    );
    expect(payment!.refunded_amount).toBe(payment!.amount);
  });

  it('closed, then a late webhook: becomes the order', async () => {
    await setInventory(t, item.variantId, 10);
    const buyer = await buyerWithCart(t, item, 1);
    const started = await expiredPaymentOrder(buyer);
    const paid = await payWithCard(t, buyer, started.paymentOrderId);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paid.paymentId, order_id: paid.orderId, amount: started.amount } } },
    });
    const { createHmac } = await import('node:crypto');
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      },
      payload: body,
    });

    expect(delivered.statusCode).toBe(200);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });
});

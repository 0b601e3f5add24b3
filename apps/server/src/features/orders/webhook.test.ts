import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orderResponse, userOrdersResponse, type PaymentInfo } from '@krishi/contract';
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
  payWithCard,
  type Buyer,
  type Sellable,
} from '../../test/buyers.js';

let t: TestApp;
let item: Sellable;
let secret: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0', PAYMENT_RECONCILE_AFTER_SECONDS: '0' } });
  item = await sellableVariant(t, 100);
  // The sandbox made its secret on first start, as a gateway's dashboard shows its webhook secret.
  secret = (
    JSON.parse(await fs.readFile(path.join(t.dataDir, 'keys', 'sandbox-payment.json'), 'utf8')) as { secret: string }
  ).secret;
});
afterAll(() => t.close());

function capturedEvent(paid: PaymentInfo, amount: number) {
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paid.paymentId,
          entity: 'payment',
          order_id: paid.orderId,
          amount,
          currency: 'INR',
          status: 'captured',
        },
      },
    },
  });
}

function deliver(body: string, signature = createHmac('sha256', secret).update(body).digest('hex')) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });
}

async function ordersOf(buyer: Buyer) {
  return userOrdersResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/order/user-orders', headers: buyer.headers })).json(),
  ).orders;
}

describe('payment webhook', () => {
  it('a signed capture makes the order the browser never asked for', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const paid = await payWithCard(t, buyer, started.paymentOrderId);

    const response = await deliver(capturedEvent(paid, started.amount));

    expect(response.statusCode).toBe(200);
    const orders = await ordersOf(buyer);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentId: paid.paymentId, netPrice: started.amount, status: 'Placed' });
  });

  it('order.paid, which names the payment too, makes the order the same way', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const paid = await payWithCard(t, buyer, started.paymentOrderId);
    const event = JSON.parse(capturedEvent(paid, started.amount)) as { event: string; payload: object };
    const body = JSON.stringify({
      ...event,
      event: 'order.paid',
      payload: { ...event.payload, order: { entity: { id: paid.orderId, entity: 'order', status: 'paid' } } },
    });

    expect((await deliver(body)).statusCode).toBe(200);

    expect((await ordersOf(buyer)).map((o) => o.paymentId)).toEqual([paid.paymentId]);
  });

  it('a delivery that comes again changes nothing', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const paid = await payWithCard(t, buyer, started.paymentOrderId);
    const body = capturedEvent(paid, started.amount);
    await deliver(body);
    const before = await countRows(t, 'orders');
    const stock = await inventoryOf(t, item.variantId);

    expect((await deliver(body)).statusCode).toBe(200);

    expect(await countRows(t, 'orders')).toBe(before);
    expect(await inventoryOf(t, item.variantId)).toBe(stock);
  });

  it("before the browser's create: the create then answers the same order", async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const paid = await payWithCard(t, buyer, started.paymentOrderId);
    await deliver(capturedEvent(paid, started.amount));

    const created = await createOrder(t, buyer, paid);

    expect(created.statusCode).toBe(200);
    const [order] = await ordersOf(buyer);
    expect(orderResponse.parse(created.json()).data.id).toBe(order!.id);
  });

  it("after the browser's create: harmless", async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const paid = await payWithCard(t, buyer, started.paymentOrderId);
    await createOrder(t, buyer, paid);
    expect((await deliver(capturedEvent(paid, started.amount))).statusCode).toBe(200);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('a wrong or missing signature is refused and does nothing', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const paid = await payWithCard(t, buyer, started.paymentOrderId);
    const body = capturedEvent(paid, started.amount);

    const wrong = await deliver(body, createHmac('sha256', 'not the secret').update(body).digest('hex'));
    const missing = await t.app.inject({
      method: 'POST',
      url: '/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    const tampered = await deliver(
      body.replace('captured', 'captured '),
      createHmac('sha256', secret).update(body).digest('hex'),
    );

    for (const response of [wrong, missing, tampered]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.webhookSignatureInvalid });
    }
    expect(await ordersOf(buyer)).toHaveLength(0);
  });

  it('other events are acknowledged and ignored', async () => {
    const response = await deliver(JSON.stringify({ event: 'refund.processed', payload: {} }));
    expect(response.statusCode).toBe(200);
  });
});

describe('reconciler', () => {
  it('finishes a paid order whose browser closed before creating it', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await paidCheckout(t, buyer);
    expect(await ordersOf(buyer)).toHaveLength(0);

    const outcome = await t.app.orders.reconcile(new Date(Date.now() + 1000));

    expect(outcome.finished).toBeGreaterThanOrEqual(1);
    const orders = await ordersOf(buyer);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.status).toBe('Placed');
  });

  it('leaves an unpaid payment order pending', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await startPayment(t, buyer);
    await t.app.orders.reconcile(new Date(Date.now() + 1000));
    expect(await ordersOf(buyer)).toHaveLength(0);
  });

  it('refunds a paid order whose stock is gone', async () => {
    await setInventory(t, item.variantId, 1);
    const buyer = await buyerWithCart(t, item, 1);
    const paid = await paidCheckout(t, buyer);
    await setInventory(t, item.variantId, 0);

    await t.app.orders.reconcile(new Date(Date.now() + 1000));

    expect(await ordersOf(buyer)).toHaveLength(0);
    const [payment] = await t.database.rawTransaction((tx) =>
      tx.query<{ amount: number; refunded_amount: number }>(
        'SELECT amount, refunded_amount FROM sandbox_payments WHERE id = $1',
        [paid.paymentId],
      ),
    );
    expect(payment!.refunded_amount).toBe(payment!.amount);
    await setInventory(t, item.variantId, 100);
  });

  it('sends a failed refund again', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const order = orderResponse.parse((await createOrder(t, buyer, await paidCheckout(t, buyer))).json()).data;
    // The gateway refused it the first time (as if it were down): the row is Failed, no money moved.
    await t.app.inject({ method: 'POST', url: `/order/cancel?orderId=${order.id}`, headers: buyer.headers });
    await t.database.rawTransaction(async (tx) => {
      await tx.query("UPDATE refunds SET status = 'Failed' WHERE order_id = $1", [order.id]);
      await tx.query('UPDATE sandbox_payments SET refunded_amount = 0 WHERE id = $1', [order.paymentId]);
    });

    const outcome = await t.app.orders.reconcile(new Date(Date.now() + 1000));

    expect(outcome.refundsProcessed).toBeGreaterThanOrEqual(1);
    const after = orderResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/order/${order.id}`, headers: buyer.headers })).json(),
    ).data;
    expect(after.refund?.status).toBe('Processed');
    const [payment] = await t.database.rawTransaction((tx) =>
      tx.query<{ refunded_amount: number }>('SELECT refunded_amount FROM sandbox_payments WHERE id = $1', [
        order.paymentId,
      ]),
    );
    expect(payment!.refunded_amount).toBe(after.refund!.amount);
  });

  it('a failed refund that two reconcilers retry at once goes back once', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const order = orderResponse.parse((await createOrder(t, buyer, await paidCheckout(t, buyer))).json()).data;
    await t.app.inject({ method: 'POST', url: `/order/cancel?orderId=${order.id}`, headers: buyer.headers });
    // A small refund, so that the gateway itself would accept it twice.
    await t.database.rawTransaction(async (tx) => {
      await tx.query("UPDATE refunds SET status = 'Failed', amount = 100 WHERE order_id = $1", [order.id]);
      await tx.query('UPDATE sandbox_payments SET refunded_amount = 0 WHERE id = $1', [order.paymentId]);
      await tx.query('DELETE FROM sandbox_refunds WHERE payment_id = $1', [order.paymentId]);
    });

    const later = new Date(Date.now() + 1000);
    await Promise.all([t.app.orders.reconcile(later), t.app.orders.reconcile(later)]);

    const sent = await t.database.rawTransaction((tx) =>
      tx.query<{ amount: number }>('SELECT amount FROM sandbox_refunds WHERE payment_id = $1', [order.paymentId]),
    );
    expect(sent).toEqual([{ amount: 100 }]);
  });

  it('a paid order is finished even behind a hundred checkouts abandoned at the card form', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const paid = await paidCheckout(t, buyer);
    await t.database.rawTransaction((tx) =>
      tx.query(
        `INSERT INTO payment_orders (user_id, gateway, gateway_order_id, amount, currency, snapshot, created_at)
         SELECT user_id, gateway, 'abandoned_' || n, amount, currency, snapshot, now() - interval '1 hour'
           FROM payment_orders, generate_series(1, 100) AS n WHERE gateway_order_id = $1`,
        [paid.orderId],
      ),
    );

    const later = new Date(Date.now() + 1000);
    await t.app.orders.reconcile(later);
    await t.app.orders.reconcile(later);

    expect(await ordersOf(buyer)).toHaveLength(1);
  });
});

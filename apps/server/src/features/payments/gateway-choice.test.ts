import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orderResponse, SANDBOX_CARD_PAYS } from '@krishi/contract';
import { openDatabase, type Database } from '../../db/client.js';
import { loadEnv } from '../../env.js';
import { buyerWithCart, countRows, createOrder, sellableVariant, startPayment } from '../../test/buyers.js';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { gatewayFromEnv } from './from-env.js';

describe('with PAYMENT_GATEWAY=razorpay', () => {
  let fake: FakeRazorpay;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeRazorpay('rzp_test_shop', 'shop-secret');
    t = await buildTestApp({
      env: {
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_shop',
        RAZORPAY_KEY_SECRET: 'shop-secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
        RAZORPAY_API_URL: fake.apiUrl,
        PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
        PAYMENT_RECONCILE_AFTER_SECONDS: '0',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("checkout opens Razorpay's with its key, pays through it, and the order is made", async () => {
    const item = await sellableVariant(t, 10);
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    expect(started).toMatchObject({ gateway: 'razorpay', keyId: 'rzp_test_shop' });
    expect(fake.orders.get(started.paymentOrderId)?.amount).toBe(started.amount);

    const created = await createOrder(t, buyer, fake.pay(started.paymentOrderId));

    expect(created.statusCode, created.body).toBe(200);
    expect(orderResponse.parse(created.json()).data.netPrice).toBe(started.amount);
  });

  it('the reconciler asks Razorpay about a payment whose browser never came back', async () => {
    const item = await sellableVariant(t, 10);
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const paid = fake.pay(started.paymentOrderId);

    await t.app.orders.reconcile(new Date(Date.now() + 1000));

    const orders = await t.app.inject({ method: 'GET', url: '/order/user-orders', headers: buyer.headers });
    expect(orders.json().orders.map((o: { paymentId: string }) => o.paymentId)).toEqual([paid.paymentId]);
  });

  it('a webhook signed with the webhook secret is accepted, one signed otherwise is not', async () => {
    const body = JSON.stringify({ event: 'payment.authorized', payload: {} });
    const sign = (secret: string) => createHmac('sha256', secret).update(body).digest('hex');
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: body,
      });
    expect((await deliver(sign('hook-secret'))).statusCode).toBe(200);
    expect((await deliver(sign('shop-secret'))).statusCode).toBe(400);
  });

  it("the page may load Razorpay's checkout script and frame", async () => {
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/checkout\.razorpay\.com/);
  });

  it('there is no sandbox to pay with', async () => {
    const item = await sellableVariant(t, 10);
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: buyer.headers,
      payload: { orderId: started.paymentOrderId, cardNumber: SANDBOX_CARD_PAYS },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('with Razorpay not answering', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_shop',
        RAZORPAY_KEY_SECRET: 'shop-secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
        RAZORPAY_API_URL: 'http://127.0.0.1:1/v1',
        PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
      },
    });
  });
  afterAll(() => t.close());

  it('checkout says so with a 502 and stores no payment order', async () => {
    const buyer = await buyerWithCart(t, await sellableVariant(t, 10), 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/cart/validateAndProceedToPaymentNew',
      headers: buyer.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: messages.paymentGatewayUnavailable });
    expect(await countRows(t, 'payment_orders')).toBe(0);
  });
});

describe('choosing the gateway', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-gateway-'));
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('the sandbox refuses to start in production unless allowed', async () => {
    const production = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir });
    await expect(gatewayFromEnv(production, database.db)).rejects.toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    const allowed = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect((await gatewayFromEnv(allowed, database.db)).name).toBe('sandbox');
  });

  it('Razorpay needs its three secrets', async () => {
    const env = loadEnv({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x' });
    await expect(gatewayFromEnv(env, database.db)).rejects.toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it('the sandbox makes its signing secret on first start and keeps it', async () => {
    const env = loadEnv({ DATA_DIR: path.join(dataDir, 'fresh') });
    const sign = async () => {
      const { gateway } = await gatewayFromEnv(env, database.db);
      return 'signWebhook' in gateway ? gateway.signWebhook('{}') : null;
    };
    const first = await sign();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await sign()).toBe(first);
  });
});

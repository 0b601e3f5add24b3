import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.js';
import { GatewayError } from '../../lib/payment-gateway.js';
import { razorpayGateway } from './razorpay.js';

const KEY_ID = 'rzp_test_key';
const KEY_SECRET = 'key-secret';
const WEBHOOK_SECRET = 'webhook-secret';

let fake: FakeRazorpay;

beforeAll(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
});
afterAll(() => fake.close());

const gateway = () =>
  razorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.apiUrl });

describe('Razorpay adapter', () => {
  it('creates an order through the orders API, amount in paise', async () => {
    const created = await gateway().createOrder({ amount: 52_000, currency: 'INR', receipt: 'cart-1' });
    expect(fake.orders.get(created.id)).toEqual({ id: created.id, amount: 52_000, currency: 'INR', receipt: 'cart-1' });
    expect(fake.seen.at(-1)).toMatchObject({ method: 'POST', url: '/orders' });
  });

  it("fetches a payment, and an order's captured payment", async () => {
    const { id: orderId } = await gateway().createOrder({ amount: 52_000, currency: 'INR', receipt: 'cart-2' });
    expect(await gateway().capturedPayment(orderId)).toBeNull();
    const paid = fake.pay(orderId);
    const payment = await gateway().payment(paid.paymentId);
    expect(payment).toEqual({
      id: paid.paymentId,
      orderId,
      amount: 52_000,
      currency: 'INR',
      status: 'captured',
      amountRefunded: 0,
      method: 'card',
    });
    expect(await gateway().capturedPayment(orderId)).toEqual(payment);
    expect(await gateway().payment('pay_Unknown00000001')).toBeNull();
  });

  it('reports a payment made by UPI as upi', async () => {
    const { id: orderId } = await gateway().createOrder({ amount: 10_000, currency: 'INR', receipt: 'cart-upi' });
    const paid = fake.pay(orderId, 'upi');
    expect(await gateway().payment(paid.paymentId)).toMatchObject({ method: 'upi', status: 'captured' });
  });

  it('refunds part of a payment, and a refund beyond what is left is a gateway error', async () => {
    const { id: orderId } = await gateway().createOrder({ amount: 52_000, currency: 'INR', receipt: 'cart-3' });
    const paid = fake.pay(orderId);
    const refund = await gateway().refund(paid.paymentId, 50_000, 'refund-1');
    expect(refund.id).toMatch(/^rfnd_/);
    expect(fake.seen.at(-1)).toMatchObject({
      url: `/payments/${paid.paymentId}/refund`,
      body: { amount: 50_000, receipt: 'refund-1' },
    });
    expect((await gateway().payment(paid.paymentId))?.amountRefunded).toBe(50_000);
    await expect(gateway().refund(paid.paymentId, 5_000, 'refund-2')).rejects.toBeInstanceOf(GatewayError);
  });

  it('wrong keys are a gateway error, not an answer', async () => {
    const wrong = razorpayGateway({
      keyId: KEY_ID,
      keySecret: 'nope',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.apiUrl,
    });
    await expect(wrong.createOrder({ amount: 100, currency: 'INR', receipt: 'r' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('a gateway that cannot be reached is a gateway error', async () => {
    const gone = razorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:1/v1',
    });
    await expect(gone.payment('pay_Fake0000000001')).rejects.toMatchObject({ status: null });
  });

  it("verifies checkout's signature of order|payment with the key secret", () => {
    const signature = createHmac('sha256', KEY_SECRET).update('order_Fake0000000001|pay_Fake0000000001').digest('hex');
    const info = { orderId: 'order_Fake0000000001', paymentId: 'pay_Fake0000000001', signature };
    expect(gateway().verifyPayment(info)).toBe(true);
    expect(gateway().verifyPayment({ ...info, paymentId: 'pay_Fake0000000002' })).toBe(false);
    expect(gateway().verifyPayment({ ...info, signature: signature.toUpperCase() })).toBe(true);
    expect(gateway().verifyPayment({ ...info, signature: 'f'.repeat(64) })).toBe(false);
  });

  it('verifies a webhook body against its X-Razorpay-Signature with the webhook secret', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    expect(gateway().verifyWebhook(body, signature)).toBe(true);
    expect(gateway().verifyWebhook(Buffer.from('{"event":"payment.captured" }'), signature)).toBe(false);
    expect(gateway().verifyWebhook(body, createHmac('sha256', KEY_SECRET).update(body).digest('hex'))).toBe(false);
    expect(gateway().verifyWebhook(body, undefined)).toBe(false);
  });
});

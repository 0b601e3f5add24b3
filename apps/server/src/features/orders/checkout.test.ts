import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponse, messages, orderResponse, paymentOrderResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import {
  buyerWithCart,
  countRows,
  createOrder,
  inventoryOf,
  paidCheckout,
  payWithCard,
  sellableVariant,
  setInventory,
  startPayment,
  type Sellable,
} from '../../test/buyers.js';

let t: TestApp;
let item: Sellable;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
  item = await sellableVariant(t, 100);
});
afterAll(() => t.close());

describe('checkout: validate, pay, create', () => {
  it('creates the order for what was paid, takes the stock and empties the bought lines from the cart', async () => {
    await setInventory(t, item.variantId, 10);
    const buyer = await buyerWithCart(t, item, 2);
    const started = await startPayment(t, buyer);
    const cart = cartResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/cart/user-cart', headers: buyer.headers })).json(),
    ).data;
    expect(started).toMatchObject({ amount: cart.netPrice, currency: 'INR', gateway: 'sandbox', keyId: null });

    const paymentInfo = await payWithCard(t, buyer, started.paymentOrderId);
    const created = await createOrder(t, buyer, paymentInfo);

    expect(created.statusCode, created.body).toBe(200);
    const body = orderResponse.parse(created.json());
    expect(body.message).toBe('Order created successfully!');
    expect(body.data).toMatchObject({
      status: 'Placed',
      netPrice: cart.netPrice,
      totalPrice: cart.totalPrice,
      shippingPrice: cart.shippingPrice,
      paymentId: paymentInfo.paymentId,
      refund: null,
    });
    expect(body.data.items.map((i) => [i.variant.id, i.quantity])).toEqual([[item.variantId, 2]]);
    expect(body.data.shipmentList[0]).toMatchObject({ id: 1, shipmentNumber: `${body.data.id}-1` });
    expect(await inventoryOf(t, item.variantId)).toBe(8);
    const after = cartResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/cart/user-cart', headers: buyer.headers })).json(),
    ).data;
    expect(after.cartItems).toEqual([]);
  });

  it('refuses to start a payment for an empty cart', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await t.app.inject({ method: 'DELETE', url: '/cart', headers: buyer.headers });
    const response = await t.app.inject({
      method: 'POST',
      url: '/cart/validateAndProceedToPaymentNew',
      headers: buyer.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.cartEmpty });
  });

  it("refuses to start a payment for another user's cart", async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/cart/validateAndProceedToPaymentNew',
      headers: buyer.headers,
      payload: { userId: buyer.userId + 1000 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('asks the server price whatever amounts the page sends', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/cart/validateAndProceedToPaymentNew',
      headers: buyer.headers,
      payload: {
        netPrice: 1,
        totalPrice: 1,
        cartItems: [{ productId: item.productId, variantId: item.variantId, quantity: 1 }],
      },
    });
    const cart = cartResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/cart/user-cart', headers: buyer.headers })).json(),
    ).data;
    expect(paymentOrderResponse.parse(response.json()).data.amount).toBe(cart.netPrice);
  });

  it('a declined card pays nothing: 402 with its message, and no order can be made', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const declined = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: buyer.headers,
      payload: { orderId: started.paymentOrderId, cardNumber: '4000 0000 0000 0002' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ message: messages.sandboxCardDeclined });
    const other = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: buyer.headers,
      payload: { orderId: started.paymentOrderId, cardNumber: '5555 5555 5555 4444' },
    });
    expect(other.statusCode).toBe(400);
  });

  it('paying a paid order again answers the same payment', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, buyer);
    const first = await payWithCard(t, buyer, started.paymentOrderId);
    expect(await payWithCard(t, buyer, started.paymentOrderId)).toEqual(first);
  });

  it("another user cannot pay someone's payment order", async () => {
    const owner = await buyerWithCart(t, item, 1);
    const other = await buyerWithCart(t, item, 1);
    const started = await startPayment(t, owner);
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: other.headers,
      payload: { orderId: started.paymentOrderId, cardNumber: '4111 1111 1111 1111' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('order creation trusts only a verified, captured payment', () => {
  it('a forged signature makes no order', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const paid = await paidCheckout(t, buyer);
    const before = await countRows(t, 'orders');
    const forged = await createOrder(t, buyer, { ...paid, signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: messages.paymentNotVerified });
    expect(await countRows(t, 'orders')).toBe(before);
  });

  it("another order's signature makes no order", async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const first = await paidCheckout(t, buyer);
    const second = await paidCheckout(t, buyer);
    const before = await countRows(t, 'orders');
    const crossed = await createOrder(t, buyer, { ...second, signature: first.signature });
    expect(crossed.statusCode).toBe(400);
    const swapped = await createOrder(t, buyer, { ...second, paymentId: first.paymentId, signature: first.signature });
    expect(swapped.statusCode).toBe(400);
    expect(await countRows(t, 'orders')).toBe(before);
  });

  it('replaying a payment answers its one order as first answered, never a second', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const paid = await paidCheckout(t, buyer);
    const first = orderResponse.parse((await createOrder(t, buyer, paid)).json()).data;
    const before = await countRows(t, 'orders');
    const again = await createOrder(t, buyer, paid);
    expect(again.statusCode).toBe(200);
    expect(orderResponse.parse(again.json()).data).toEqual(first);
    expect(await countRows(t, 'orders')).toBe(before);
  });

  it("another user's payment info is refused and makes no order", async () => {
    const owner = await buyerWithCart(t, item, 1);
    const thief = await buyerWithCart(t, item, 1);
    const paid = await paidCheckout(t, owner);
    const before = await countRows(t, 'orders');
    const response = await createOrder(t, thief, paid);
    expect(response.statusCode).toBe(403);
    expect(await countRows(t, 'orders')).toBe(before);
  });

  it('an unknown payment order is refused', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const paid = await paidCheckout(t, buyer);
    const response = await createOrder(t, buyer, { ...paid, orderId: 'order_unknown0000000' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.paymentOrderNotFound });
  });

  it('a capture for another amount than asked makes no order', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const paid = await paidCheckout(t, buyer);
    await t.database.rawTransaction((tx) =>
      tx.query('UPDATE sandbox_payments SET amount = amount - 100 WHERE id = $1', [paid.paymentId]),
    );
    const before = await countRows(t, 'orders');
    const response = await createOrder(t, buyer, paid);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.paymentAmountMismatch });
    expect(await countRows(t, 'orders')).toBe(before);
  });

  it('20 identical calls at once make one order, and all answer it alike', async () => {
    await setInventory(t, item.variantId, 50);
    const buyer = await buyerWithCart(t, item, 1);
    const paid = await paidCheckout(t, buyer);
    const before = await countRows(t, 'orders');
    const answers = await Promise.all(Array.from({ length: 20 }, () => createOrder(t, buyer, paid)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    // The call that made the order and those that waited on it and found it answer the same order.
    const [made, ...found] = answers.map((a) => orderResponse.parse(a.json()).data);
    expect(found).toEqual(Array(19).fill(made));
    expect(await countRows(t, 'orders')).toBe(before + 1);
    expect(await inventoryOf(t, item.variantId)).toBe(49);
  });

  it('stock gone between payment and order: no order, stock unchanged, the payment refunded in full', async () => {
    await setInventory(t, item.variantId, 5);
    const buyer = await buyerWithCart(t, item, 3);
    const started = await startPayment(t, buyer);
    const paid = await payWithCard(t, buyer, started.paymentOrderId);
    await setInventory(t, item.variantId, 2);
    const before = await countRows(t, 'orders');

    const response = await createOrder(t, buyer, paid);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: messages.stockGoneRefunded });
    expect(await countRows(t, 'orders')).toBe(before);
    expect(await inventoryOf(t, item.variantId)).toBe(2);
    const refunded = await t.database.rawTransaction((tx) =>
      tx.query<{ amount: number; refunded_amount: number }>(
        'SELECT amount, refunded_amount FROM sandbox_payments WHERE id = $1',
        [paid.paymentId],
      ),
    );
    expect(refunded[0]).toEqual({ amount: started.amount, refunded_amount: started.amount });
    expect((await createOrder(t, buyer, paid)).statusCode).toBe(409);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codOptionResponse, orderResponse, refundChargesResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import {
  buyerWithCart,
  countRows,
  inventoryOf,
  sellableVariant,
  setInventory,
  type Buyer,
  type Sellable,
} from '../../test/buyers.js';

let t: TestApp;
let item: Sellable;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
      COD_MAX_ORDER_RUPEES: '5000',
      COD_MAX_OPEN_ORDERS: '2',
      COD_FEE_RUPEES: '30',
    },
  });
  item = await sellableVariant(t, 1000);
});
afterAll(() => t.close());

const codOrder = (buyer: Buyer) =>
  t.app.inject({ method: 'POST', url: '/order/create', headers: buyer.headers, payload: { paymentMethod: 'COD' } });

async function codOption(buyer: Buyer) {
  const response = await t.app.inject({ method: 'GET', url: '/order/cod-option', headers: buyer.headers });
  expect(response.statusCode, response.body).toBe(200);
  return codOptionResponse.parse(response.json()).data;
}

async function setPrice(variantId: number, paise: number) {
  await t.database.rawTransaction((tx) =>
    tx.query('UPDATE variants SET price = $1, sale_price = NULL WHERE id = $2', [paise, variantId]),
  );
}

async function sellerAcceptsCod(productId: number, accepts: boolean) {
  await t.database.rawTransaction((tx) =>
    tx.query('UPDATE sellers SET accepts_cod = $1 WHERE id = (SELECT seller_id FROM products WHERE id = $2)', [
      accepts,
      productId,
    ]),
  );
}

describe('cash on delivery: when checkout offers it', () => {
  it('is offered for a small cart of sellers that take it, with the fee it adds', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    expect(await codOption(buyer)).toEqual({
      available: true,
      reason: null,
      fee: 3000,
      maxOrder: 500_000,
      maxOpenOrders: 2,
    });
  });

  it('is not offered when a seller in the cart does not take it, and refuses the order', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await sellerAcceptsCod(item.productId, false);
    try {
      expect(await codOption(buyer)).toMatchObject({ available: false, reason: 'sellerDeclines' });
      const refused = await codOrder(buyer);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'codSellerDeclines' });
    } finally {
      await sellerAcceptsCod(item.productId, true);
    }
  });

  it('is not offered above COD_MAX_ORDER_RUPEES, saying the limit', async () => {
    const dear = await sellableVariant(t, 10, 1);
    await setPrice(dear.variantId, 600_000);
    const buyer = await buyerWithCart(t, dear, 1);
    expect(await codOption(buyer)).toMatchObject({ available: false, reason: 'aboveLimit' });
    const refused = await codOrder(buyer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'codAboveLimit',
      message: 'Cash on delivery is available for orders up to ₹5,000.00.',
    });
  });

  it('is not offered while the buyer has COD_MAX_OPEN_ORDERS undelivered COD orders', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    for (let i = 0; i < 2; i++) {
      expect((await codOrder(buyer)).statusCode).toBe(200);
      await t.app.inject({
        method: 'PUT',
        url: '/cart/saveUpdateCart',
        headers: buyer.headers,
        payload: {
          cartItems: [{ productId: item.productId, variantId: item.variantId, quantity: 1 }],
          addressId: await addressOf(buyer),
        },
      });
    }
    expect(await codOption(buyer)).toMatchObject({ available: false, reason: 'tooManyOpen' });
    const refused = await codOrder(buyer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'codTooManyOpen' });
  });
});

async function addressOf(buyer: Buyer): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/userAddress', headers: buyer.headers });
  return (response.json() as { data: Array<{ id: number }> }).data[0]!.id;
}

describe('cash on delivery: the order', () => {
  it('is made from the stored cart without a payment: stock taken, fee in the bill, cart emptied', async () => {
    await setInventory(t, item.variantId, 50);
    const buyer = await buyerWithCart(t, item, 2);
    const created = await codOrder(buyer);
    expect(created.statusCode, created.body).toBe(200);
    const order = orderResponse.parse(created.json()).data;
    expect(order).toMatchObject({ status: 'Placed', paymentMethod: 'COD', paymentId: null, codFee: 3000 });
    expect(order.netPrice).toBe(order.totalPrice + order.shippingPrice - order.discount + 3000);
    expect(await inventoryOf(t, item.variantId)).toBe(48);
    const cart = await t.app.inject({ method: 'GET', url: '/cart/user-cart', headers: buyer.headers });
    expect((cart.json() as { data: { cartItems: unknown[] } }).data.cartItems).toEqual([]);
  });

  it('20 identical calls at once make one order', async () => {
    await setInventory(t, item.variantId, 50);
    const buyer = await buyerWithCart(t, item, 1);
    const ordersBefore = await countRows(t, 'orders');

    const answers = await Promise.all(Array.from({ length: 20 }, () => codOrder(buyer)));

    expect(await countRows(t, 'orders')).toBe(ordersBefore + 1);
    expect(await inventoryOf(t, item.variantId)).toBe(49);
    const made = answers.filter((a) => a.statusCode === 200).map((a) => orderResponse.parse(a.json()).data.id);
    expect(new Set(made).size).toBe(1);
    // Calls that came after the order emptied the cart find nothing left to order.
    for (const other of answers.filter((a) => a.statusCode !== 200)) {
      expect(other.json()).toMatchObject({ code: 'cartEmpty' });
    }
  });

  it('cancelled before dispatch refunds nothing and returns the stock once', async () => {
    await setInventory(t, item.variantId, 10);
    const buyer = await buyerWithCart(t, item, 3);
    const order = orderResponse.parse((await codOrder(buyer)).json()).data;
    expect(await inventoryOf(t, item.variantId)).toBe(7);

    const charges = await t.app.inject({
      method: 'GET',
      url: `/order/refundCharges?orderId=${order.id}`,
      headers: buyer.headers,
    });
    expect(refundChargesResponse.parse(charges.json()).data[0]).toMatchObject({ amount: 0, refundAmount: 0 });
    const refundsBefore = await countRows(t, 'refunds');
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: `/order/cancel?orderId=${order.id}`, headers: buyer.headers }),
      ),
    );

    expect(cancels.filter((c) => c.statusCode === 200)).toHaveLength(1);
    const cancelled = orderResponse.parse(cancels.find((c) => c.statusCode === 200)!.json()).data;
    expect(cancelled).toMatchObject({ status: 'Cancelled', refund: null });
    expect(await inventoryOf(t, item.variantId)).toBe(10);
    expect(await countRows(t, 'refunds')).toBe(refundsBefore);
  });

  it('a cart whose stock is gone is refused and nothing is written', async () => {
    await setInventory(t, item.variantId, 5);
    const buyer = await buyerWithCart(t, item, 2);
    await setInventory(t, item.variantId, 1);
    const ordersBefore = await countRows(t, 'orders');

    const refused = await codOrder(buyer);
    expect(refused.statusCode).toBe(400);
    expect(await countRows(t, 'orders')).toBe(ordersBefore);
    expect(await inventoryOf(t, item.variantId)).toBe(1);

    await setInventory(t, item.variantId, 5);
    expect((await codOrder(buyer)).statusCode).toBe(200);
  });

  it('is refused without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/order/create', payload: { paymentMethod: 'COD' } });
    expect(response.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cancellationTermsResponse,
  couponsResponse,
  messages,
  orderResponse,
  refundChargesResponse,
  refundFor,
  userOrdersResponse,
} from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import {
  buyerWithCart,
  countRows,
  inventoryOf,
  paidCheckout,
  placedOrder,
  sellableVariant,
  setInventory,
  type Sellable,
} from '../../test/buyers.js';

let t: TestApp;
let item: Sellable;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0', PAYMENT_FEE_PERCENT: '2.5' } });
  item = await sellableVariant(t, 100);
});
afterAll(() => t.close());

const sandboxRefunded = async (paymentId: string) => {
  const [row] = await t.database.rawTransaction((tx) =>
    tx.query<{ refunded_amount: number }>('SELECT refunded_amount FROM sandbox_payments WHERE id = $1', [paymentId]),
  );
  return row!.refunded_amount;
};

describe('my orders', () => {
  it('lists the user’s own orders, newest first, a page at a time', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const first = await placedOrder(t, buyer);
    await t.app.inject({
      method: 'PUT',
      url: '/cart/saveUpdateCart',
      headers: buyer.headers,
      payload: {
        cartItems: [{ productId: item.productId, variantId: item.variantId, quantity: 2 }],
        addressId: first.userAddress.id,
      },
    });
    const second = await placedOrder(t, buyer);

    const page = await t.app.inject({ method: 'GET', url: '/order/user-orders?pageSize=1', headers: buyer.headers });
    expect(page.statusCode).toBe(200);
    const body = userOrdersResponse.parse(page.json());
    expect(body).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(body.orders.map((o) => o.id)).toEqual([second.id]);
    const next = userOrdersResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: '/order/user-orders?pageNum=1&pageSize=1', headers: buyer.headers })
      ).json(),
    );
    expect(next.orders.map((o) => o.id)).toEqual([first.id]);
  });

  it('shows one order to its owner, and "Order not found." to anyone else', async () => {
    const owner = await buyerWithCart(t, item, 1);
    const other = await buyerWithCart(t, item, 1);
    const order = await placedOrder(t, owner);

    const mine = await t.app.inject({ method: 'GET', url: `/order/${order.id}`, headers: owner.headers });
    expect(orderResponse.parse(mine.json()).data).toEqual(order);
    const theirs = await t.app.inject({ method: 'GET', url: `/order/${order.id}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: messages.orderNotFound });
    const unknown = await t.app.inject({ method: 'GET', url: '/order/999999', headers: owner.headers });
    expect(unknown.statusCode).toBe(404);
    const others = await t.app.inject({
      method: 'GET',
      url: `/order/user-orders?userId=${owner.userId}`,
      headers: other.headers,
    });
    expect(others.statusCode).toBe(403);
  });

  it('a buyer without orders gets one empty page', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const response = await t.app.inject({ method: 'GET', url: '/order/user-orders', headers: buyer.headers });
    expect(userOrdersResponse.parse(response.json())).toEqual({ orders: [], totalPages: 1, totalElements: 0 });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/order/user-orders' })).statusCode).toBe(401);
  });
});

describe('refund charges', () => {
  it('state the configured fee, without a login, for the refund policy page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metadata/cancellation-terms' });
    expect(response.statusCode).toBe(200);
    expect(cancellationTermsResponse.parse(response.json())).toEqual({ data: { feePercent: 2.5 } });
  });

  it('are the configured fee plus GST on the net price, and the refund is the rest', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const order = await placedOrder(t, buyer);
    const response = await t.app.inject({
      method: 'GET',
      url: `/order/refundCharges?orderId=${order.id}`,
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(200);
    const expected = refundFor(order.netPrice, 2.5);
    expect(refundChargesResponse.parse(response.json()).data[0]).toEqual({
      amount: expected.charge,
      fee: expected.fee,
      gst: expected.gst,
      netPrice: order.netPrice,
      refundAmount: order.netPrice - expected.charge,
    });
    expect(expected.fee).toBe(Math.floor((order.netPrice * 250) / 10_000));
    expect(expected.gst).toBe(Math.floor((expected.fee * 18) / 100));
  });

  it('need an order id, and an order of the user’s own', async () => {
    const owner = await buyerWithCart(t, item, 1);
    const other = await buyerWithCart(t, item, 1);
    const order = await placedOrder(t, owner);
    const missing = await t.app.inject({ method: 'GET', url: '/order/refundCharges', headers: owner.headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(messages.orderIdRequired);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/order/refundCharges?orderId=${order.id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('cancel', () => {
  it('cancels a Placed order: stock back, refund of the net price less the charge through the gateway', async () => {
    await setInventory(t, item.variantId, 10);
    const buyer = await buyerWithCart(t, item, 3);
    const order = await placedOrder(t, buyer);
    expect(await inventoryOf(t, item.variantId)).toBe(7);

    const response = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${order.id}`,
      headers: buyer.headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = orderResponse.parse(response.json());
    const expected = refundFor(order.netPrice, 2.5);
    expect(body.message).toBe('Order cancelled successfully.');
    expect(body.data).toMatchObject({
      status: 'Cancelled',
      refund: { amount: expected.refund, gatewayCharge: expected.charge, status: 'Processed' },
    });
    expect(await inventoryOf(t, item.variantId)).toBe(10);
    expect(await sandboxRefunded(order.paymentId)).toBe(expected.refund);
  });

  it('refuses an order that is not Placed', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const order = await placedOrder(t, buyer);
    await t.app.inject({ method: 'POST', url: `/order/cancel?orderId=${order.id}`, headers: buyer.headers });
    const again = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${order.id}`,
      headers: buyer.headers,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: messages.orderNotCancellable });
    const charges = await t.app.inject({
      method: 'GET',
      url: `/order/refundCharges?orderId=${order.id}`,
      headers: buyer.headers,
    });
    expect(charges.statusCode).toBe(400);
    expect(charges.json()).toMatchObject({ message: messages.orderNotCancellable });
  });

  it("another user cannot cancel someone's order, and nothing changes", async () => {
    await setInventory(t, item.variantId, 10);
    const owner = await buyerWithCart(t, item, 1);
    const other = await buyerWithCart(t, item, 1);
    const order = await placedOrder(t, owner);
    const refundsBefore = await countRows(t, 'refunds');

    const response = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${order.id}`,
      headers: other.headers,
    });

    expect(response.statusCode).toBe(404);
    expect(await countRows(t, 'refunds')).toBe(refundsBefore);
    expect(await inventoryOf(t, item.variantId)).toBe(9);
    const mine = await t.app.inject({ method: 'GET', url: `/order/${order.id}`, headers: owner.headers });
    expect(orderResponse.parse(mine.json()).data.status).toBe('Placed');
  });

  it('10 cancels at once make one refund and return the stock once', async () => {
    await setInventory(t, item.variantId, 10);
    const buyer = await buyerWithCart(t, item, 2);
    const order = await placedOrder(t, buyer);
    const refundsBefore = await countRows(t, 'refunds');

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: `/order/cancel?orderId=${order.id}`, headers: buyer.headers }),
      ),
    );

    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(9);
    expect(await countRows(t, 'refunds')).toBe(refundsBefore + 1);
    expect(await inventoryOf(t, item.variantId)).toBe(10);
    expect(await sandboxRefunded(order.paymentId)).toBe(refundFor(order.netPrice, 2.5).refund);
  });
});

describe('the coupon and the buyer', () => {
  const coupons = async (buyer: { userId: number; headers: { authorization: string } }) =>
    couponsResponse
      .parse(
        (await t.app.inject({ method: 'GET', url: `/coupons/user/${buyer.userId}`, headers: buyer.headers })).json(),
      )
      .data.map((c) => c.couponCode);

  it("an order uses the coupon's one use per buyer, and cancelling it gives the use back", async () => {
    await setInventory(t, item.variantId, 100);
    const buyer = await buyerWithCart(t, item, 50);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/cart/coupon',
      headers: buyer.headers,
      payload: { couponCode: 'FIRSTBUY' },
    });
    expect(applied.statusCode, applied.body).toBe(200);

    const order = await placedOrder(t, buyer);

    expect(order.couponCode).toBe('FIRSTBUY');
    expect(order.discount).toBeGreaterThan(0);
    expect(await coupons(buyer)).not.toContain('FIRSTBUY');
    await t.app.inject({ method: 'POST', url: `/order/cancel?orderId=${order.id}`, headers: buyer.headers });
    expect(await coupons(buyer)).toContain('FIRSTBUY');
  });

  it('is notified when the order is placed and when it is cancelled', async () => {
    const notifyUser = vi.spyOn(t.app.push, 'notifyUser');
    try {
      const buyer = await buyerWithCart(t, item, 1);
      const order = await placedOrder(t, buyer);
      await t.app.inject({ method: 'POST', url: `/order/cancel?orderId=${order.id}`, headers: buyer.headers });
      await t.app.orders.settle();
      expect(notifyUser.mock.calls.map(([userId, message]) => [userId, message.title])).toEqual([
        [buyer.userId, 'Order created successfully!'],
        [buyer.userId, 'Order cancelled successfully.'],
      ]);
    } finally {
      notifyUser.mockRestore();
    }
  });

  it('is not notified twice for one order created twice', async () => {
    const notifyUser = vi.spyOn(t.app.push, 'notifyUser');
    try {
      const buyer = await buyerWithCart(t, item, 1);
      const paid = await paidCheckout(t, buyer);
      await Promise.all(
        [1, 2, 3].map(() =>
          t.app.inject({
            method: 'POST',
            url: '/order/create',
            headers: buyer.headers,
            payload: { paymentInfo: paid },
          }),
        ),
      );
      await t.app.orders.settle();
      expect(notifyUser).toHaveBeenCalledTimes(1);
    } finally {
      notifyUser.mockRestore();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminOrderChangedResponse, adminOrdersResponse, auditResponse, messages } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { buyerWithCart, inventoryOf, placedOrder, sellableVariant, type Buyer } from '../../test/buyers.js';
import { adminEnv, api, operator, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;

beforeAll(async () => {
  t = await buildTestApp({ products: 20, env: { ...adminEnv, PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
  admin = await operator(t);
});

afterAll(async () => {
  await t.close();
});

async function newOrder(quantity = 1): Promise<{ buyer: Buyer; orderId: number; variantId: number }> {
  const item = await sellableVariant(t, 10);
  const buyer = await buyerWithCart(t, item, quantity);
  const order = await placedOrder(t, buyer);
  return { buyer, orderId: order.id, variantId: item.variantId };
}

const setStatus = (orderId: number, status: string) =>
  t.app.inject({ method: 'POST', url: api(`/orders/${orderId}/status`), headers: admin.headers, payload: { status } });

describe('orders in the back office', () => {
  it('lists every buyer’s orders, found by order id, phone, status and day', async () => {
    const { buyer, orderId } = await newOrder(2);
    const phone = (await t.app.inject({ method: 'GET', url: api(`/orders/${orderId}`), headers: admin.headers })).json()
      .data.customer.phoneNumber as string;
    const byId = adminOrdersResponse.parse(
      (await t.app.inject({ method: 'GET', url: api(`/orders?q=${orderId}`), headers: admin.headers })).json(),
    );
    expect(byId.content.map((o) => o.id)).toEqual([orderId]);
    expect(byId.content[0]).toMatchObject({ status: 'Placed', itemCount: 2, customer: { userId: buyer.userId } });
    const byPhone = adminOrdersResponse.parse(
      (await t.app.inject({ method: 'GET', url: api(`/orders?q=${phone}`), headers: admin.headers })).json(),
    );
    expect(byPhone.content.map((o) => o.id)).toEqual([orderId]);
    const today = new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
    const placedToday = adminOrdersResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: api(`/orders?status=Placed&from=${today}&to=${today}`),
          headers: admin.headers,
        })
      ).json(),
    );
    expect(placedToday.content.map((o) => o.id)).toContain(orderId);
    const yesterdayOnly = adminOrdersResponse.parse(
      (await t.app.inject({ method: 'GET', url: api('/orders?to=2020-01-01'), headers: admin.headers })).json(),
    );
    expect(yesterdayOnly.totalElements).toBe(0);
  });

  it('moves an order Placed -> Dispatched -> Delivered, telling the buyer each time', async () => {
    const { buyer, orderId } = await newOrder();
    const notifyUser = vi.spyOn(t.app.push, 'notifyUser');
    try {
      const dispatched = await setStatus(orderId, 'Dispatched');
      expect(dispatched.statusCode, dispatched.body).toBe(200);
      expect(adminOrderChangedResponse.parse(dispatched.json())).toMatchObject({
        message: messages.adminOrderDispatched,
        data: { id: orderId, status: 'Dispatched' },
      });
      const delivered = await setStatus(orderId, 'Delivered');
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().data.status).toBe('Delivered');
      expect(notifyUser.mock.calls.map(([userId, message]) => [userId, message.title])).toEqual([
        [buyer.userId, messages.orderDispatchedNotice],
        [buyer.userId, messages.orderDeliveredNotice],
      ]);
    } finally {
      notifyUser.mockRestore();
    }
  });

  it('refuses any other step with 400 and a clear message, changing nothing', async () => {
    const { orderId } = await newOrder();
    const skipped = await setStatus(orderId, 'Delivered');
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json()).toMatchObject({ message: messages.adminOrderStep('Placed', 'Delivered') });
    expect((await setStatus(orderId, 'Dispatched')).statusCode).toBe(200);
    const again = await setStatus(orderId, 'Dispatched');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: messages.adminOrderStep('Dispatched', 'Dispatched') });
    const backwards = await setStatus(orderId, 'Placed');
    expect(backwards.statusCode).toBe(400);
    const cancelled = await setStatus(orderId, 'Cancelled');
    expect(cancelled.statusCode).toBe(400);
    const unknown = await setStatus(2_000_000, 'Dispatched');
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a buyer from cancelling an order once it is dispatched', async () => {
    const { buyer, orderId } = await newOrder();
    expect((await setStatus(orderId, 'Dispatched')).statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${orderId}`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({ message: messages.orderNotCancellable });
  });

  it('cancels a Placed order for its buyer: stock back once, refund under way, the buyer told', async () => {
    const { buyer, orderId, variantId } = await newOrder(3);
    expect(await inventoryOf(t, variantId)).toBe(7);
    const notifyUser = vi.spyOn(t.app.push, 'notifyUser');
    try {
      const cancelled = await t.app.inject({
        method: 'POST',
        url: api(`/orders/${orderId}/cancel`),
        headers: admin.headers,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const order = adminOrderChangedResponse.parse(cancelled.json()).data;
      expect(order.status).toBe('Cancelled');
      expect(order.refund).toMatchObject({ status: 'Processed' });
      expect(order.refund!.amount).toBeGreaterThan(0);
      expect(order.refund!.amount + order.refund!.gatewayCharge).toBe(order.netPrice);
      expect(await inventoryOf(t, variantId)).toBe(10);
      await t.app.orders.settle();
      expect(notifyUser.mock.calls.map(([userId, message]) => [userId, message.title])).toEqual([
        [buyer.userId, messages.orderCancelled],
      ]);
    } finally {
      notifyUser.mockRestore();
    }
    const again = await t.app.inject({ method: 'POST', url: api(`/orders/${orderId}/cancel`), headers: admin.headers });
    expect(again.statusCode).toBe(400);
    expect(await inventoryOf(t, variantId)).toBe(10);
  });

  it('records who moved or cancelled which order, and when', async () => {
    const { orderId } = await newOrder();
    const before = Date.now();
    await setStatus(orderId, 'Dispatched');
    const log = auditResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: api(`/audit?entity=order&entityId=${orderId}`),
          headers: admin.headers,
        })
      ).json(),
    );
    expect(log.content).toHaveLength(1);
    expect(log.content[0]).toMatchObject({
      actor: { userId: admin.userId, phoneNumber: '9000000001' },
      action: 'order.dispatch',
      entity: 'order',
      entityId: String(orderId),
      before: { status: 'Placed' },
      after: { status: 'Dispatched' },
    });
    expect(Date.parse(log.content[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
  });
});

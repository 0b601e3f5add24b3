import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderChangedResponse,
  adminSellersResponse,
  auditResponse,
  codOptionResponse,
  orderResponse,
} from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { buyerWithCart, placedOrder, sellableVariant, type Buyer } from '../../test/buyers.js';
import { adminEnv, api, operator, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;

beforeAll(async () => {
  t = await buildTestApp({ products: 20, env: { ...adminEnv, PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
  admin = await operator(t);
});
afterAll(() => t.close());

async function codOrder(): Promise<{ buyer: Buyer; orderId: number }> {
  const buyer = await buyerWithCart(t, await sellableVariant(t, 10), 1);
  const created = await t.app.inject({
    method: 'POST',
    url: '/order/create',
    headers: buyer.headers,
    payload: { paymentMethod: 'COD' },
  });
  expect(created.statusCode, created.body).toBe(200);
  return { buyer, orderId: orderResponse.parse(created.json()).data.id };
}

const post = (route: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: api(route), headers: admin.headers, ...(payload ? { payload } : {}) });

async function deliver(orderId: number) {
  expect((await post(`/orders/${orderId}/status`, { status: 'Dispatched' })).statusCode).toBe(200);
  expect((await post(`/orders/${orderId}/status`, { status: 'Delivered' })).statusCode).toBe(200);
}

const transfer = {
  amount: 10_000,
  accountHolder: 'Asha Farmer',
  accountNumber: '123456789012',
  ifsc: 'sbin0001234',
  reference: 'NEFT-778899',
};

describe('cash on delivery in the back office', () => {
  it('shows how an order is paid, in the list and the detail', async () => {
    const { orderId } = await codOrder();
    const detail = await t.app.inject({ method: 'GET', url: api(`/orders/${orderId}`), headers: admin.headers });
    expect(detail.json()).toMatchObject({ data: { paymentMethod: 'COD', paymentId: null, cashCollected: false } });
    const list = await t.app.inject({ method: 'GET', url: api(`/orders?q=${orderId}`), headers: admin.headers });
    expect(list.json()).toMatchObject({ content: [{ id: orderId, paymentMethod: 'COD' }] });
  });

  it('marks a delivered COD order’s cash collected, with an audit entry', async () => {
    const { buyer, orderId } = await codOrder();
    const early = await post(`/orders/${orderId}/cash-collected`);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'codNotDelivered' });
    await deliver(orderId);

    const collected = await post(`/orders/${orderId}/cash-collected`);

    expect(collected.statusCode, collected.body).toBe(200);
    expect(adminOrderChangedResponse.parse(collected.json()).data).toMatchObject({ cashCollected: true });
    const mine = await t.app.inject({ method: 'GET', url: `/order/${orderId}`, headers: buyer.headers });
    expect(orderResponse.parse(mine.json()).data).toMatchObject({ status: 'Delivered', cashCollected: true });
    const audit = auditResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: api(`/audit?entity=order&entityId=${orderId}`),
          headers: admin.headers,
        })
      ).json(),
    );
    expect(audit.content.map((entry) => entry.action)).toContain('order.collectCash');
  });

  it('refuses cash collection for a card order', async () => {
    const buyer = await buyerWithCart(t, await sellableVariant(t, 10), 1);
    const order = await placedOrder(t, buyer);
    const refused = await post(`/orders/${order.id}/cash-collected`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'codOnly' });
  });

  it('records a returned COD order’s bank transfer once; the buyer sees it refunded', async () => {
    const { buyer, orderId } = await codOrder();
    await deliver(orderId);
    await post(`/orders/${orderId}/cash-collected`);

    const recorded = await post(`/orders/${orderId}/cod-refund`, transfer);

    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(adminOrderChangedResponse.parse(recorded.json()).data.codRefund).toEqual({
      amount: 10_000,
      accountHolder: 'Asha Farmer',
      accountEnding: '9012',
      ifsc: 'SBIN0001234',
      reference: 'NEFT-778899',
    });
    const mine = await t.app.inject({ method: 'GET', url: `/order/${orderId}`, headers: buyer.headers });
    expect(orderResponse.parse(mine.json()).data.refund).toEqual({
      amount: 10_000,
      gatewayCharge: 0,
      status: 'Processed',
    });
    expect((await post(`/orders/${orderId}/cod-refund`, transfer)).statusCode).toBe(409);
    const bad = await post(`/orders/${orderId}/cod-refund`, { ...transfer, ifsc: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('a seller set not to take cash on delivery stops checkout offering it', async () => {
    const item = await sellableVariant(t, 10);
    const buyer = await buyerWithCart(t, item, 1);
    const sellers = adminSellersResponse.parse(
      (await t.app.inject({ method: 'GET', url: api('/sellers'), headers: admin.headers })).json(),
    ).data;
    const [row] = await t.database.rawTransaction((tx) =>
      tx.query<{ seller_id: number }>('SELECT seller_id FROM products WHERE id = $1', [item.productId]),
    );
    const seller = sellers.find((s) => s.id === row!.seller_id)!;
    const { name, businessName, customerCareNumber, pincode, servedStates } = seller;
    const saved = await t.app.inject({
      method: 'PUT',
      url: api(`/sellers/${seller.id}`),
      headers: admin.headers,
      payload: { name, businessName, customerCareNumber, pincode, servedStates, acceptsCod: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const option = await t.app.inject({ method: 'GET', url: '/order/cod-option', headers: buyer.headers });
    expect(codOptionResponse.parse(option.json()).data).toMatchObject({ available: false, reason: 'sellerDeclines' });
  });
});

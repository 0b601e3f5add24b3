import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationTermsResponse, orderResponse, refundChargesResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { buyerWithCart, placedOrder, sellableVariant, type Sellable } from '../../test/buyers.js';

// The refund policy promises a free cancellation before dispatch: with no fee configured, that is what happens.
let t: TestApp;
let item: Sellable;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
  item = await sellableVariant(t, 100);
});
afterAll(() => t.close());

describe('cancellation with no fee configured', () => {
  it('states, without a login, that cancelling keeps nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metadata/cancellation-terms' });

    expect(response.statusCode).toBe(200);
    expect(cancellationTermsResponse.parse(response.json())).toEqual({ data: { feePercent: 0 } });
  });

  it('quotes no gateway charge and a refund of the full amount paid', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const order = await placedOrder(t, buyer);

    const response = await t.app.inject({
      method: 'GET',
      url: `/order/refundCharges?orderId=${order.id}`,
      headers: buyer.headers,
    });

    expect(refundChargesResponse.parse(response.json()).data[0]).toEqual({
      amount: 0,
      fee: 0,
      gst: 0,
      netPrice: order.netPrice,
      refundAmount: order.netPrice,
    });
  });

  it('refunds the full amount paid through the gateway', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const order = await placedOrder(t, buyer);

    const response = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${order.id}`,
      headers: buyer.headers,
    });

    expect(orderResponse.parse(response.json()).data.refund).toEqual({
      amount: order.netPrice,
      gatewayCharge: 0,
      status: 'Processed',
    });
    const [row] = await t.database.rawTransaction((tx) =>
      tx.query<{ refunded_amount: number }>('SELECT refunded_amount FROM sandbox_payments WHERE id = $1', [
        order.paymentId,
      ]),
    );
    expect(row!.refunded_amount).toBe(order.netPrice);
  });
});

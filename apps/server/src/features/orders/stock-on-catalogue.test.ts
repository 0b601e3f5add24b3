import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer } from '../../test/login.js';
import { buyerWithCart, placedOrder, sellableVariant, type Sellable } from '../../test/buyers.js';

let t: TestApp;

beforeAll(async () => {
  // The poll that catches other processes' changes never runs during a test: what the product
  // page says comes from what this process did itself.
  t = await buildTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
});
afterAll(async () => {
  await t?.close();
});

async function stockOnProductPage(item: Sellable): Promise<number | undefined> {
  const response = await t.app.inject({ url: `/api/eproduct/${item.productId}` });
  expect(response.statusCode, response.body).toBe(200);
  return productResponse.parse(response.json()).data.variants.find((v) => v.id === item.variantId)?.inventory;
}

describe("the product page's stock", () => {
  it('shows what an order took as soon as the order is answered', async () => {
    const item = await sellableVariant(t, 5);
    expect(await stockOnProductPage(item)).toBe(5);

    await placedOrder(t, await buyerWithCart(t, item, 2));

    expect(await stockOnProductPage(item)).toBe(3);
  });

  it('shows what a cancel gave back as soon as the cancel is answered', async () => {
    const item = await sellableVariant(t, 4, 1);
    const buyer = await buyerWithCart(t, item, 3);
    const order = await placedOrder(t, buyer);
    expect(await stockOnProductPage(item)).toBe(1);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${order.id}`,
      headers: bearer(buyer.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await stockOnProductPage(item)).toBe(4);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, errorBody, indiaDate, messages, serviceabilityResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { addProduct, addSeller, type TestProduct } from '../../test/shop.js';

let t: TestApp;
let mysuru: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  const seller = await addSeller(t, { pincode: '570016', state: 'Karnataka', servedStates: ['Karnataka', 'Kerala'] });
  mysuru = await addProduct(t, seller, [
    { price: 10_000, inventory: 0 },
    { price: 20_000, weight: 1.2 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const check = (query: string, productId = mysuru.id) =>
  t.app.inject({ method: 'GET', url: `/api/eproduct/${productId}/serviceability?${query}` });

describe("the product page's pincode check", () => {
  it('quotes one unit of the first variant in stock for a pincode the seller serves, without a login', async () => {
    const response = await check('pinCode=560001');
    expect(response.statusCode).toBe(200);
    // Mysuru to Bengaluru is about 130 km: the regional band, 1.2 kg is three slabs (₹50 + 2 x ₹20).
    expect(serviceabilityResponse.parse(response.json()).data).toEqual({
      pinCode: '560001',
      district: 'Bengaluru',
      state: 'Karnataka',
      deliverable: true,
      estimatedDeliveryDate: addDays(indiaDate(new Date()), 3),
      shippingPrice: 9_000,
    });
  });

  it('quotes the chosen variant', async () => {
    const response = await check(`pinCode=560001&variantId=${mysuru.variantIds[0]}`);
    expect(serviceabilityResponse.parse(response.json()).data.shippingPrice).toBe(5_000 + 2_000);
  });

  it('says a pincode in a state the seller does not serve cannot be delivered to', async () => {
    const response = await check('pinCode=141003');
    expect(serviceabilityResponse.parse(response.json()).data).toMatchObject({
      state: 'Punjab',
      district: 'Ludhiana',
      deliverable: false,
      estimatedDeliveryDate: null,
      shippingPrice: null,
    });
  });

  it('answers a pincode it does not know with a 400', async () => {
    const response = await check('pinCode=999999');
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toBe(messages.pinCodeUnknown);
  });

  it('refuses a malformed pincode, a variant of another product and an unknown product', async () => {
    expect((await check('pinCode=56001')).statusCode).toBe(400);
    const other = await check('pinCode=560001&variantId=999999');
    expect(errorBody.parse(other.json()).message).toBe(messages.variantUnavailable);
    const missing = await check('pinCode=560001', 999_999);
    expect(missing.statusCode).toBe(404);
  });
});

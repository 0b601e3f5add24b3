import { afterAll, beforeAll, expect, it } from 'vitest';
import { couponsResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { newBuyer } from '../test/shop.js';
import { seedCoupons } from './coupons.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ products: 5 });
});
afterAll(async () => {
  await t?.close();
});

it('offers a new buyer the seeded coupons that have not expired, once each however often the seed runs', async () => {
  await seedCoupons(t.database);
  const buyer = await newBuyer(t);
  const response = await t.app.inject({ method: 'GET', url: `/coupons/user/${buyer.userId}`, headers: buyer.headers });
  const coupons = couponsResponse.parse(response.json()).data;
  expect(coupons.map((c) => c.couponCode).sort()).toEqual(['FIRSTBUY', 'FLAT150', 'KISAN10']);
  expect(coupons.find((c) => c.couponCode === 'FIRSTBUY')).toMatchObject({ percentage: true, perUserLimit: 1 });
  expect(coupons.find((c) => c.couponCode === 'FLAT150')).toMatchObject({ percentage: false, discountValue: 15_000 });
});

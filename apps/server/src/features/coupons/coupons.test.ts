import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, cartResponse, couponsResponse, errorBody, indiaDate, messages } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import {
  addCoupon,
  addProduct,
  addSeller,
  cartBody,
  newBuyer,
  readCart,
  saveCart,
  type Buyer,
  type TestProduct,
} from '../../test/shop.js';
import { redeemCoupon, releaseCoupon } from './redemptions.js';

let t: TestApp;
/** ₹450 a unit. */
let seeds: TestProduct;
let nextOrder = 1;

const today = () => indiaDate(new Date());

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  const seller = await addSeller(t, { pincode: '560058', state: 'Karnataka', servedStates: ['Karnataka'] });
  seeds = await addProduct(t, seller, [{ price: 50_000, salePrice: 45_000, inventory: 20 }]);
  await addCoupon(t, {
    code: 'TENPC',
    percentage: true,
    discountValue: 10,
    minOrderValue: 90_000,
    expiryDate: addDays(today(), 30),
  });
  await addCoupon(t, { code: 'FLAT100', discountValue: 10_000, expiryDate: addDays(today(), 30) });
  await addCoupon(t, { code: 'ONCE', discountValue: 5_000, expiryDate: addDays(today(), 30), perUserLimit: 1 });
  await addCoupon(t, { code: 'OLD', discountValue: 5_000, expiryDate: addDays(today(), -1) });
  await addCoupon(t, { code: 'LASTDAY', discountValue: 5_000, expiryDate: '2026-01-10' });
});
afterAll(async () => {
  await t?.close();
});

async function buyerWithSeeds(quantity: number): Promise<Buyer> {
  const buyer = await newBuyer(t);
  const response = await saveCart(t, buyer, cartBody([{ product: seeds, quantity }]));
  expect(response.statusCode).toBe(200);
  return buyer;
}

const apply = (buyer: Buyer, couponCode: unknown) =>
  t.app.inject({ method: 'POST', url: '/cart/coupon', headers: buyer.headers, payload: { couponCode } });

async function expectRefused(response: { statusCode: number; json(): unknown }, message: string, status = 400) {
  expect(response.statusCode).toBe(status);
  expect(errorBody.parse(response.json()).message).toBe(message);
}

async function couponCodes(buyer: Buyer): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/coupons/user/${buyer.userId}`, headers: buyer.headers });
  expect(response.statusCode).toBe(200);
  return couponsResponse.parse(response.json()).data.map((c) => c.couponCode);
}

/** An order that used the coupon, as the orders feature records it. */
async function useCoupon(buyer: Buyer, code: string, orderId = nextOrder++): Promise<number> {
  const coupon = await t.app.coupons.byCode(code);
  return t.database.db.transaction(async (tx) => {
    expect(await redeemCoupon(tx, { couponId: coupon!.id, userId: buyer.userId, orderId })).toBe(true);
    return orderId;
  });
}

describe('applying a coupon', () => {
  it('applies a percentage coupon when the sub total is exactly the minimum, rounding in the buyer’s favour', async () => {
    const buyer = await buyerWithSeeds(2);
    const response = await apply(buyer, ' tenpc ');
    expect(response.statusCode).toBe(200);
    const cart = cartResponse.parse(response.json()).data;
    expect(cart.coupon?.couponCode).toBe('TENPC');
    expect(cart).toMatchObject({ totalPrice: 90_000, discount: 9_000, netPrice: 81_000 });
  });

  it('refuses a coupon below its minimum with the minimum in the message', async () => {
    const buyer = await buyerWithSeeds(1);
    await expectRefused(await apply(buyer, 'TENPC'), messages.couponMinimum(90_000));
    expect((await readCart(t, buyer)).coupon).toBeNull();
  });

  it('tells the page by code the minimum order a coupon needs, in rupees', async () => {
    const buyer = await buyerWithSeeds(1);
    const response = await apply(buyer, 'TENPC');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.couponMinimum(90_000),
      code: 'couponMinimum',
      params: { amount: '₹900.00' },
    });
  });

  it('takes a flat amount off the sub total', async () => {
    const buyer = await buyerWithSeeds(1);
    const cart = cartResponse.parse((await apply(buyer, 'FLAT100')).json()).data;
    expect(cart).toMatchObject({ discount: 10_000, netPrice: 35_000 });
  });

  it('refuses an unknown code, an expired coupon and a malformed code', async () => {
    const buyer = await buyerWithSeeds(1);
    await expectRefused(await apply(buyer, 'NOSUCH'), messages.couponNotFound);
    await expectRefused(await apply(buyer, 'OLD'), messages.couponExpired);
    const malformed = await apply(buyer, 'no spaces allowed');
    expect(malformed.statusCode).toBe(400);
    expect(errorBody.parse(malformed.json()).message).toContain(messages.couponCodeInvalid);
  });

  it('is good through its whole expiry day in India', async () => {
    const buyer = await buyerWithSeeds(1);
    // 23:59 in India on 10 January is 18:29 UTC; a minute past midnight there is 18:31 UTC.
    const lastMinute = await t.app.cart.applyCoupon(buyer.userId, 'LASTDAY', new Date('2026-01-10T18:29:00Z'));
    expect(lastMinute.discount).toBe(5_000);
    await t.app.cart.removeCoupon(buyer.userId);
    const nextDay = t.app.cart.applyCoupon(buyer.userId, 'LASTDAY', new Date('2026-01-10T18:31:00Z'));
    await expect(nextDay).rejects.toMatchObject({
      status: 400,
      code: 'couponExpired',
      message: messages.couponExpired,
    });
  });

  it('can be used only as often as its per-user limit', async () => {
    const buyer = await buyerWithSeeds(1);
    await useCoupon(buyer, 'ONCE');
    await expectRefused(await apply(buyer, 'ONCE'), messages.couponUsedUp);
    const other = await buyerWithSeeds(1);
    expect((await apply(other, 'ONCE')).statusCode).toBe(200);
  });

  it('counts a cancelled order’s use no more', async () => {
    const buyer = await buyerWithSeeds(1);
    const orderId = await useCoupon(buyer, 'ONCE');
    await t.database.db.transaction((tx) => releaseCoupon(tx, orderId));
    expect((await apply(buyer, 'ONCE')).statusCode).toBe(200);
  });

  it('records one use per order, and none past the limit', async () => {
    const buyer = await newBuyer(t);
    const coupon = await t.app.coupons.byCode('ONCE');
    const orderId = nextOrder++;
    const redeem = (order: number) =>
      t.database.db.transaction((tx) =>
        redeemCoupon(tx, { couponId: coupon!.id, userId: buyer.userId, orderId: order }),
      );
    expect(await redeem(orderId)).toBe(true);
    expect(await redeem(orderId)).toBe(true);
    expect(await redeem(nextOrder++)).toBe(false);
    expect(await t.app.coupons.timesUsed(coupon!.id, buyer.userId)).toBe(1);
  });

  it('is removed on request', async () => {
    const buyer = await buyerWithSeeds(1);
    await apply(buyer, 'FLAT100');
    const response = await t.app.inject({ method: 'DELETE', url: '/cart/coupon', headers: buyer.headers });
    const cart = cartResponse.parse(response.json()).data;
    expect(cart).toMatchObject({ coupon: null, discount: 0, netPrice: 45_000 });
  });
});

describe('a coupon that stops applying', () => {
  it('stays on the cart at 0 when items are removed, and is reported to checkout', async () => {
    const buyer = await buyerWithSeeds(2);
    const applied = cartResponse.parse((await apply(buyer, 'TENPC')).json()).data;
    const itemId = applied.cartItems[0]!.id;
    const lowered = await t.app.inject({
      method: 'PUT',
      url: `/cart/${itemId}`,
      headers: buyer.headers,
      payload: { count: 1 },
    });
    expect(lowered.statusCode).toBe(200);
    expect(cartResponse.parse(lowered.json()).data).toMatchObject({ coupon: { couponCode: 'TENPC' }, discount: 0 });
    expect((await t.app.cart.price(buyer.userId)).couponProblem?.message).toBe(messages.couponMinimum(90_000));
  });

  it('stays when the page saves the cart back with it, and applies again once the minimum is reached', async () => {
    const buyer = await buyerWithSeeds(2);
    await apply(buyer, 'TENPC');
    const lowered = await saveCart(
      t,
      buyer,
      cartBody([{ product: seeds, quantity: 1 }], { coupon: { couponCode: 'TENPC' } }),
    );
    expect(cartResponse.parse(lowered.json()).data).toMatchObject({ coupon: { couponCode: 'TENPC' }, discount: 0 });
    const raised = await saveCart(
      t,
      buyer,
      cartBody([{ product: seeds, quantity: 3 }], { coupon: { couponCode: 'TENPC' } }),
    );
    expect(cartResponse.parse(raised.json()).data).toMatchObject({ totalPrice: 135_000, discount: 13_500 });
  });

  it('a new code sent with the whole cart must apply', async () => {
    const buyer = await buyerWithSeeds(1);
    await expectRefused(
      await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 1 }], { couponCode: 'TENPC' })),
      messages.couponMinimum(90_000),
    );
  });
});

describe('the coupon list', () => {
  it('lists the coupons the user can still use', async () => {
    const buyer = await newBuyer(t);
    const codes = await couponCodes(buyer);
    expect(codes).toEqual(expect.arrayContaining(['TENPC', 'FLAT100', 'ONCE']));
    expect(codes).not.toContain('OLD');
    await useCoupon(buyer, 'ONCE');
    expect(await couponCodes(buyer)).not.toContain('ONCE');
  });

  it("refuses another user's list", async () => {
    const buyer = await newBuyer(t);
    const other = await newBuyer(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/coupons/user/${other.userId}`,
      headers: buyer.headers,
    });
    await expectRefused(response, messages.forbidden, 403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPointsResponse,
  auditResponse,
  cartResponse,
  messages,
  orderResponse,
  refundFor,
  referralResponse,
  verifyOtpResponse,
  type ProfileInput,
} from '@krishi/contract';
import { adminEnv, api, operator, type Operator } from '../../test/admin.js';
import {
  buyerWithCart,
  createOrder,
  newPhone,
  payWithCard,
  placedOrder,
  sellableVariant,
  startPayment,
  type Buyer,
  type Sellable,
} from '../../test/buyers.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer, lastCode, logIn, newAddress } from '../../test/login.js';

let t: TestApp;
let item: Sellable;
let admin: Operator;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      ...adminEnv,
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
      PAYMENT_FEE_PERCENT: '2.5',
      REFERRAL_MAX_PER_DAY: '3',
    },
  });
  item = await sellableVariant(t, 1000);
  // ₹1,000 a unit: the spec's example of the 20% cap.
  await t.database.rawTransaction((tx) =>
    tx.query('UPDATE variants SET price = 100000, sale_price = NULL WHERE id = $1', [item.variantId]),
  );
  admin = await operator(t);
});
afterAll(() => t.close());

/** Logs a phone in as the page does after a referral link: the code goes with the login code. */
async function logInWithCode(phoneNumber: string, referralCode: string) {
  const remoteAddress = newAddress();
  await t.app.inject({ method: 'POST', url: `/unauth/${phoneNumber}`, remoteAddress });
  const verified = await t.app.inject({
    method: 'POST',
    url: '/unauth/verify-user',
    payload: { phoneNumber, otp: await lastCode(t, phoneNumber), referralCode },
    remoteAddress,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verifyOtpResponse.parse(verified.json());
}

const form = (phoneNumber: string): ProfileInput => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  gender: 'MALE',
  userType: 'FARMER',
  phoneNumber,
  addressEntity: {
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Maddur',
    addressLine1: 'Near the tank',
    pinCode: '571428',
  },
});

async function register(token: string, phoneNumber: string) {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/save',
    headers: bearer(token),
    payload: { userDtoJsonString: JSON.stringify(form(phoneNumber)) },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function referral(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/referral', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return referralResponse.parse(response.json());
}

/** A user who logged in and has a referral code. */
async function referrer() {
  const login = await logIn(t, newPhone());
  return { token: login.authToken, userId: login.userId, code: (await referral(login.authToken)).code };
}

/** A new phone that came through the link, logged in and registered. */
async function referredSignUp(code: string) {
  const phone = newPhone();
  const login = await logInWithCode(phone, code);
  await register(login.authToken, phone);
  return { phone, login };
}

async function givePoints(userId: number, points: number) {
  await t.database.rawTransaction((tx) =>
    tx.query("INSERT INTO points_ledger (user_id, kind, points, reason) VALUES ($1, 'adjusted', $2, 'test')", [
      userId,
      points,
    ]),
  );
}

async function usePoints(buyer: Buyer, use: boolean) {
  const current = cartResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/cart/user-cart', headers: buyer.headers })).json(),
  ).data;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/cart/saveUpdateCart',
    headers: buyer.headers,
    payload: {
      cartItems: current.cartItems.map((line) => ({
        productId: line.product.id,
        variantId: line.variant.id,
        quantity: line.quantity,
      })),
      addressId: current.userAddress?.id,
      usePoints: use,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cartResponse.parse(response.json()).data;
}

const balanceOf = async (buyer: Buyer) => (await referral(buyer.token)).balance;

describe('GET /api/referral', () => {
  it('answers the user’s code, its /r/ link, a balance of 0 and no history at first', async () => {
    const login = await logIn(t, newPhone());
    const first = await referral(login.authToken);
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(first.link).toMatch(new RegExp(`/r/${first.code}$`));
    expect(first).toMatchObject({ balance: 0, history: [] });
    expect((await referral(login.authToken)).code).toBe(first.code);
  });

  it('asks for a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/referral' })).statusCode).toBe(401);
  });
});

describe('earning', () => {
  it('gives the referrer 10 points when a new phone from the link completes registration, once', async () => {
    const owner = await referrer();
    const { phone, login } = await referredSignUp(owner.code);
    expect((await referral(owner.token)).balance).toBe(10);

    await register(login.authToken, phone);
    await logInWithCode(phone, owner.code);
    const after = await referral(owner.token);
    expect(after.balance).toBe(10);
    expect(after.history).toMatchObject([{ kind: 'earned', points: 10 }]);
  });

  it('gives nothing before the referred phone completes registration', async () => {
    const owner = await referrer();
    await logInWithCode(newPhone(), owner.code);
    expect((await referral(owner.token)).balance).toBe(0);
  });

  it('gives nothing for one’s own code', async () => {
    const owner = await referrer();
    const [row] = await t.database.rawTransaction((tx) =>
      tx.query<{ phone_number: string }>('SELECT phone_number FROM users WHERE id = $1', [owner.userId]),
    );
    const again = await logInWithCode(row!.phone_number, owner.code);
    await register(again.authToken, row!.phone_number);
    expect((await referral(owner.token)).balance).toBe(0);
  });

  it('gives nothing for a code applied to an existing account', async () => {
    const owner = await referrer();
    const phone = newPhone();
    await logIn(t, phone);
    const later = await logInWithCode(phone, owner.code);
    await register(later.authToken, phone);
    expect((await referral(owner.token)).balance).toBe(0);
  });

  it('gives nothing when registration comes more than 30 days after the first login', async () => {
    const owner = await referrer();
    const phone = newPhone();
    const login = await logInWithCode(phone, owner.code);
    await t.database.rawTransaction((tx) =>
      tx.query("UPDATE referrals SET created_at = now() - interval '31 days' WHERE referred_user_id = $1", [
        login.userId,
      ]),
    );
    await register(login.authToken, phone);
    expect((await referral(owner.token)).balance).toBe(0);
  });

  it('stops at REFERRAL_MAX_PER_DAY rewards a day per referrer', async () => {
    const owner = await referrer();
    for (let i = 0; i < 4; i += 1) await referredSignUp(owner.code);
    expect((await referral(owner.token)).balance).toBe(30);
  });

  it('ignores an unknown code and refuses a malformed one', async () => {
    const phone = newPhone();
    await logInWithCode(phone, 'ZZZZZZZZ');
    const remoteAddress = newAddress();
    const other = newPhone();
    await t.app.inject({ method: 'POST', url: `/unauth/${other}`, remoteAddress });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/unauth/verify-user',
      payload: { phoneNumber: other, otp: await lastCode(t, other), referralCode: 'no!' },
      remoteAddress,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'referralCodeInvalid' });
  });
});

describe('spending at checkout', () => {
  it('takes nothing below 50 points, and shows the balance', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await givePoints(buyer.userId, 49);
    const cart = await usePoints(buyer, true);
    expect(cart).toMatchObject({ usePoints: true, pointsBalance: 49, userPointsDiscount: 0 });
    await givePoints(buyer.userId, 1);
    const read = cartResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/cart/user-cart', headers: buyer.headers })).json(),
    ).data;
    expect(read).toMatchObject({ pointsBalance: 50, userPointsDiscount: 5_000 });
  });

  it('takes at most 20% of the order value: ₹1,000 allows ₹200', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await givePoints(buyer.userId, 500);
    const off = await usePoints(buyer, false);
    expect(off.userPointsDiscount).toBe(0);
    const cart = await usePoints(buyer, true);
    expect(cart.totalPrice).toBe(100_000);
    expect(cart.userPointsDiscount).toBe(20_000);
    expect(cart.netPrice).toBe(100_000 + cart.shippingPrice - 20_000);
  });

  it('asks the payment for the net price after the points, keeps them on the order and spends them', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await givePoints(buyer.userId, 120);
    const cart = await usePoints(buyer, true);
    const started = await startPayment(t, buyer);
    expect(started.amount).toBe(cart.netPrice);
    const created = await createOrder(t, buyer, await payWithCard(t, buyer, started.paymentOrderId));
    expect(created.statusCode, created.body).toBe(200);
    const order = orderResponse.parse(created.json()).data;
    expect(order).toMatchObject({ userPointsDiscount: 12_000, netPrice: cart.netPrice });
    const after = await referral(buyer.token);
    expect(after.balance).toBe(0);
    expect(after.history[0]).toMatchObject({ kind: 'spent', points: -120, orderId: order.id });
  });

  it('returns the points to the ledger when the order is cancelled; the refund is the amount paid less the charge', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await givePoints(buyer.userId, 100);
    await usePoints(buyer, true);
    const order = await placedOrder(t, buyer);
    expect(await balanceOf(buyer)).toBe(0);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${order.id}`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await referral(buyer.token);
    expect(after.balance).toBe(100);
    expect(after.history[0]).toMatchObject({ kind: 'returned', points: 100, orderId: order.id });
    const [refund] = await t.database.rawTransaction((tx) =>
      tx.query<{ amount: number }>('SELECT amount FROM refunds WHERE order_id = $1', [order.id]),
    );
    expect(refund!.amount).toBe(refundFor(order.netPrice, 2.5).refund);
  });

  it('spends the points on a cash-on-delivery order too, and its cancel gives them back', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await givePoints(buyer.userId, 80);
    const cart = await usePoints(buyer, true);
    const created = await t.app.inject({
      method: 'POST',
      url: '/order/create',
      headers: buyer.headers,
      payload: { paymentMethod: 'COD' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = orderResponse.parse(created.json()).data;
    expect(order).toMatchObject({ paymentMethod: 'COD', userPointsDiscount: 8_000, netPrice: cart.netPrice });
    expect(await balanceOf(buyer)).toBe(0);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${order.id}`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(buyer)).toBe(80);
  });

  it('lets one of two checkouts spending the same points win; the other is refunded and the balance stays at 0', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    await givePoints(buyer.userId, 100);
    await usePoints(buyer, true);
    const first = await startPayment(t, buyer);
    const second = await startPayment(t, buyer);
    const paid = [
      await payWithCard(t, buyer, first.paymentOrderId),
      await payWithCard(t, buyer, second.paymentOrderId),
    ];
    const answers = await Promise.all(paid.map((info) => createOrder(t, buyer, info)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ message: messages.pointsGoneRefunded });
    expect(await balanceOf(buyer)).toBe(0);
    const [row] = await t.database.rawTransaction((tx) =>
      tx.query<{ low: number }>(
        'SELECT min(running)::int AS low FROM (SELECT sum(points) OVER (ORDER BY id) AS running FROM points_ledger WHERE user_id = $1) s',
        [buyer.userId],
      ),
    );
    expect(row!.low).toBeGreaterThanOrEqual(0);
  });
});

describe('back office', () => {
  it('shows a user’s ledger and adjusts it with a reason, in the audit log', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const adjusted = await t.app.inject({
      method: 'POST',
      url: api(`/users/${buyer.userId}/points`),
      headers: admin.headers,
      payload: { points: 25, reason: 'Referred at the Mandya fair' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adminPointsResponse.parse(adjusted.json()).data).toMatchObject({
      balance: 25,
      history: [{ kind: 'adjusted', points: 25, reason: 'Referred at the Mandya fair' }],
    });
    const log = auditResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: api(`/audit?entity=userPoints&entityId=${buyer.userId}`),
          headers: admin.headers,
        })
      ).json(),
    );
    expect(log.content[0]).toMatchObject({
      action: 'userPoints.adjust',
      actor: { userId: admin.userId },
      before: { balance: 0 },
      after: { balance: 25, points: 25, reason: 'Referred at the Mandya fair' },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: api(`/users/${buyer.userId}/points`),
      headers: admin.headers,
    });
    expect(adminPointsResponse.parse(read.json()).data.balance).toBe(25);
  });

  it('refuses taking the balance below zero, an adjustment without a reason, and anyone but an operator', async () => {
    const buyer = await buyerWithCart(t, item, 1);
    const below = await t.app.inject({
      method: 'POST',
      url: api(`/users/${buyer.userId}/points`),
      headers: admin.headers,
      payload: { points: -1, reason: 'Mistake' },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'pointsBalanceNegative' });
    const noReason = await t.app.inject({
      method: 'POST',
      url: api(`/users/${buyer.userId}/points`),
      headers: admin.headers,
      payload: { points: 5, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const notAdmin = await t.app.inject({
      method: 'POST',
      url: api(`/users/${buyer.userId}/points`),
      headers: buyer.headers,
      payload: { points: 5, reason: 'Myself' },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(await balanceOf(buyer)).toBe(0);
  });
});

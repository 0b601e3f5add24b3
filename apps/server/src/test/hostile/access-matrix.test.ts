import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressResponse,
  cartResponse,
  messages,
  PROFILE_FORM_FIELD,
  SANDBOX_CARD_PAYS,
  SESSION_TTL_DAYS,
  type PaymentInfo,
} from '@krishi/contract';
import { buildTestApp, type TestApp } from '../helper.js';
import { bearer, logIn } from '../login.js';
import { adminEnv, operator } from '../admin.js';
import { hashToken } from '../../plugins/auth.js';
import { paidCheckout, placedOrder, sellableVariant, type Sellable } from '../buyers.js';
import { diffDumps, dumpDatabase } from './db-dump.js';
import { operationsOf, type Method, type OpenApiDocument, type Operation } from './openapi.js';

/** Everything of the victim's that an attacker aims at, and the text that would betray a leak. */
interface Victim {
  userId: number;
  phone: string;
  addressId: number;
  cartItemId: number;
  orderId: number;
  productId: number;
  reviewId: number;
  paymentInfo: PaymentInfo;
  /** Text only the victim's rows hold: none of it may appear in an answer to anyone else. */
  secrets: string[];
}

/** The call an attacker makes at one operation, aimed at the victim's ids where it takes any. */
interface Aim {
  url: string;
  payload?: unknown;
  /**
   * What the attacker's own login gets: a refusal (403 or 404), or 'own' for an operation that
   * acts on the caller alone whatever is sent (it may change the attacker's rows, never the victim's).
   */
  expect: readonly number[] | 'own';
  /** The status without a live login; 401 unless the operation answers everyone alike. */
  withoutLogin?: number;
  /** It ends the session of the token it is called with, live or expired, and nothing else. */
  endsPresentedSession?: boolean;
}

const VICTIM_PHONE = '9123400077';
const ATTACKER_PHONE = '9123400088';

const profileOf = (phone: string, firstName: string, lastName: string, addressLine1: string) => ({
  [PROFILE_FORM_FIELD]: JSON.stringify({
    firstName,
    lastName,
    gender: 'FEMALE',
    userType: 'FARMER',
    phoneNumber: phone,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    addressEntity: { state: 'Karnataka', district: 'Mysuru', taluk: 'Hunsur', addressLine1, pinCode: '571105' },
  }),
});

/**
 * Every operation that needs a login, and how an attacker aims it at the victim. The coverage
 * test fails when the API document gains such an operation that this table does not name.
 */
const matrix: Record<string, (v: Victim) => Aim> = {
  // Logging out is idempotent: with no session, or an expired one, there is simply nothing left.
  'POST /unauth/logout': () => ({
    url: '/unauth/logout',
    expect: 'own',
    withoutLogin: 200,
    endsPresentedSession: true,
  }),
  'GET /unauth/user/{phoneNumber}': (v) => ({ url: `/unauth/user/${v.phone}`, expect: [403], withoutLogin: 403 }),
  'GET /api/userDetails/{phoneNumber}': (v) => ({ url: `/api/userDetails/${v.phone}`, expect: [403] }),
  'POST /api/save': (v) => ({
    url: '/api/save',
    payload: profileOf(v.phone, 'Mallory', 'Intruder', 'Attacker Street 1'),
    // Refused as a change of the attacker's own phone number.
    expect: [400, 403],
  }),
  // A subscription follows its browser's endpoint to whoever logs in there, so the attacker's
  // own: the victim's endpoint is a secret only the victim's browser and push service hold.
  'POST /api/push/subscribe': () => ({
    url: '/api/push/subscribe',
    payload: {
      endpoint: 'https://127.0.0.1:9/attacker-push/attacker-browser',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
    expect: 'own',
  }),
  'GET /api/userAddress': (v) => ({ url: `/api/userAddress?userId=${v.userId}`, expect: [403] }),
  'POST /api/userAddress': (v) => ({
    url: '/api/userAddress',
    payload: {
      id: v.addressId,
      name: 'Mallory Intruder',
      addressLine1: 'Attacker Street 1',
      taluk: 'Hunsur',
      district: 'Mysuru',
      state: 'Karnataka',
      country: 'INDIA',
      pinCode: '571105',
      phoneNumber: '9000011111',
    },
    expect: [404],
  }),
  'GET /coupons/user/{userId}': (v) => ({ url: `/coupons/user/${v.userId}`, expect: [403] }),
  'GET /cart/user-cart': (v) => ({ url: `/cart/user-cart?userId=${v.userId}`, expect: [403] }),
  'PUT /cart/saveUpdateCart': (v) => ({
    url: '/cart/saveUpdateCart',
    payload: { userId: v.userId, cartItems: [], addressId: v.addressId },
    expect: [403],
  }),
  'POST /cart/remove-products': (v) => ({ url: '/cart/remove-products', payload: [v.productId], expect: 'own' }),
  'POST /cart/coupon': () => ({ url: '/cart/coupon', payload: { couponCode: 'WELCOME10' }, expect: 'own' }),
  'DELETE /cart/coupon': () => ({ url: '/cart/coupon', expect: 'own' }),
  'PUT /cart/{id}': (v) => ({ url: `/cart/${v.cartItemId}`, payload: { count: 0 }, expect: [404] }),
  'DELETE /cart/{id}': (v) => ({ url: `/cart/${v.cartItemId}`, expect: [404] }),
  'DELETE /cart': () => ({ url: '/cart', expect: 'own' }),
  'POST /cart/validateAndProceedToPaymentNew': (v) => ({
    url: '/cart/validateAndProceedToPaymentNew',
    payload: { userId: v.userId },
    expect: [403],
  }),
  'POST /order/create': (v) => ({ url: '/order/create', payload: { paymentInfo: v.paymentInfo }, expect: [403, 404] }),
  'GET /order/user-orders': (v) => ({ url: `/order/user-orders?userId=${v.userId}`, expect: [403] }),
  'GET /order/refundCharges': (v) => ({ url: `/order/refundCharges?orderId=${v.orderId}`, expect: [404] }),
  // Whether cash on delivery is offered for the caller's own stored cart: it takes no id.
  'GET /order/cod-option': () => ({ url: '/order/cod-option', expect: 'own' }),
  'POST /order/cancel': (v) => ({ url: `/order/cancel?orderId=${v.orderId}`, payload: {}, expect: [404] }),
  'GET /order/{orderId}': (v) => ({ url: `/order/${v.orderId}`, expect: [404] }),
  'POST /api/review/saveUpdate': (v) => ({
    url: '/api/review/saveUpdate',
    payload: { id: v.reviewId, userId: v.userId, productId: v.productId, rating: 1, comment: 'Mallory was here' },
    expect: 'own',
  }),
  'GET /api/wishlist': () => ({ url: '/api/wishlist', expect: 'own' }),
  // The caller's own referral code, link and points: it takes no id.
  'GET /api/referral': () => ({ url: '/api/referral', expect: 'own' }),
  'POST /api/wishlist': (v) => ({
    url: '/api/wishlist',
    payload: { productId: v.productId, userId: v.userId },
    expect: 'own',
  }),
  'DELETE /api/wishlist/{productId}': (v) => ({ url: `/api/wishlist/${v.productId}`, expect: 'own' }),
  'POST /sandbox/pay': (v) => ({
    url: '/sandbox/pay',
    payload: { orderId: v.paymentInfo.orderId, cardNumber: SANDBOX_CARD_PAYS },
    expect: [404],
  }),
};

/** The back office: a customer is refused every operation, whatever ids it names. */
const adminAim = (operation: Operation, v: Victim): Aim => ({
  url: operation.path
    .replace(
      '{id}',
      String(operation.path.includes('/orders/') ? v.orderId : operation.path.includes('/reviews/') ? v.reviewId : 1),
    )
    .replace(/\{[^}]+\}/g, '1'),
  payload: operation.method === 'GET' ? undefined : {},
  expect: [403],
});

let t: TestApp;
let document: OpenApiDocument;
let operations: Operation[];
let victim: Victim;
let attackerId: number;
let adminHeaders: Record<string, string>;

async function aimed(headers: Record<string, string>, method: Method, aim: Aim) {
  return t.app.inject({
    method,
    url: aim.url,
    headers,
    ...(aim.payload === undefined ? {} : { payload: aim.payload as object }),
  });
}

async function setUpVictim(): Promise<Victim> {
  const { authToken, userId } = await logIn(t, VICTIM_PHONE);
  const headers = bearer(authToken);
  const ok = async (method: Method, url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response;
  };
  await ok('POST', '/api/save', profileOf(VICTIM_PHONE, 'Zorawar', 'Victimson', 'Victimbagh Lane 4242'));
  const item: Sellable = await sellableVariant(t, 50);
  const address = addressResponse.parse(
    (
      await ok('POST', '/api/userAddress', {
        name: 'Zorawar Victimson',
        addressLine1: 'Victimbagh Lane 4242',
        taluk: 'Central',
        district: 'Central',
        state: item.state,
        country: 'INDIA',
        pinCode: item.pinCode,
        phoneNumber: '9988776655',
      })
    ).json(),
  ).data;
  const fillCart = () =>
    ok('PUT', '/cart/saveUpdateCart', {
      cartItems: [{ productId: item.productId, variantId: item.variantId, quantity: 2 }],
      addressId: address.id,
    });
  await fillCart();
  const buyer = { token: authToken, userId, headers };
  const order = await placedOrder(t, buyer);
  // A second checkout, paid and not yet an order: the signed payment an attacker would replay.
  await fillCart();
  const paymentInfo = await paidCheckout(t, buyer);
  const cart = cartResponse.parse((await ok('GET', '/cart/user-cart')).json()).data;
  await ok('POST', '/api/wishlist', { productId: item.productId });
  await ok('POST', '/api/review/saveUpdate', {
    productId: item.productId,
    rating: 5,
    comment: 'Victimson secret harvest notes',
  });
  await ok('POST', '/api/push/subscribe', {
    endpoint: 'https://127.0.0.1:9/victim-push/victim-browser',
    keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'Q'.repeat(22) },
  });
  const reviews = await t.database.rawTransaction((tx) =>
    tx.query<{ id: number }>('SELECT id FROM reviews WHERE user_id = $1', [userId]),
  );
  return {
    userId,
    phone: VICTIM_PHONE,
    addressId: address.id,
    cartItemId: cart.cartItems[0]!.id,
    orderId: order.id,
    productId: item.productId,
    reviewId: reviews[0]!.id,
    paymentInfo,
    secrets: [
      VICTIM_PHONE,
      'Zorawar',
      'Victimson',
      'Victimbagh',
      '9988776655',
      'victim-push',
      paymentInfo.orderId,
      paymentInfo.paymentId,
      paymentInfo.signature,
    ],
  };
}

beforeAll(async () => {
  t = await buildTestApp({
    products: 20,
    env: { ...adminEnv, PAYMENT_RECONCILE_INTERVAL_SECONDS: '0', PUSH_SERVICE_HOSTS: '127.0.0.1:9' },
  });
  document = t.app.swagger() as unknown as OpenApiDocument;
  operations = operationsOf(document);
  adminHeaders = (await operator(t)).headers;
  await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: adminHeaders });
  attackerId = (await logIn(t, ATTACKER_PHONE)).userId;
  victim = await setUpVictim();
}, 120_000);

afterAll(() => t.close());

const aimOf = (operation: Operation): Aim | undefined =>
  operation.admin ? adminAim(operation, victim) : matrix[operation.name]?.(victim);

/** Operations that take a login: those the document marks, and any that refuses a call without one. */
async function operationsNeedingLogin(): Promise<Operation[]> {
  const needing: Operation[] = [];
  for (const operation of operations) {
    if (operation.secured) {
      needing.push(operation);
      continue;
    }
    const url = operation.path.replace(/\{[^}]+\}/g, '1');
    const response = await t.app.inject({
      method: operation.method,
      url,
      ...(operation.method === 'GET' ? {} : { payload: {} }),
    });
    if (response.statusCode === 401) needing.push(operation);
  }
  return needing;
}

/** The tokens of people who are not logged in: none, the victim's own that has expired, and forgeries. */
async function notLoggedIn(): Promise<[string, Record<string, string>][]> {
  const longAgo = new Date(Date.now() - (SESSION_TTL_DAYS + 1) * 24 * 60 * 60 * 1000);
  const expired = await t.app.sessions.create(victim.userId, longAgo);
  const live = await t.app.sessions.create(victim.userId, new Date());
  const flipped = `${live.token.slice(0, -1)}${live.token.endsWith('A') ? 'B' : 'A'}`;
  await t.app.sessions.revoke(live.token);
  return [
    ['no token', {}],
    ["the victim's expired token", bearer(expired.token)],
    ['a token of the right shape that was never issued', bearer('A'.repeat(43))],
    ["the victim's revoked token with one character changed", bearer(flipped)],
    ['garbage', { authorization: 'Bearer not-a-token' }],
    ['another scheme', { authorization: `Basic ${Buffer.from(`${VICTIM_PHONE}:x`).toString('base64')}` }],
  ];
}

/** Drops from the changes the removal of the sessions whose tokens the visitors presented. */
function withoutSessionsOf(changes: ReturnType<typeof diffDumps>, visitors: [string, Record<string, string>][]) {
  const presented = new Set(
    visitors.map(([, headers]) => hashToken((headers.authorization ?? '').replace(/^Bearer /, ''))),
  );
  const sessions = changes.sessions;
  if (!sessions) return;
  sessions.removed = sessions.removed.filter(
    (row) => !presented.has((JSON.parse(row) as { token_hash: string }).token_hash),
  );
  if (sessions.added.length === 0 && sessions.removed.length === 0) delete changes.sessions;
}

/** The victim's rows a change touched: any row naming the victim's user id or holding the victim's text. */
function victimRowsIn(changes: ReturnType<typeof diffDumps>): string[] {
  return Object.entries(changes).flatMap(([table, { added, removed }]) =>
    [...added, ...removed]
      .filter((row) => {
        const value = JSON.parse(row) as Record<string, unknown>;
        const isVictims = value.user_id === victim.userId || (table === 'users' && value.id === victim.userId);
        return isVictims || victim.secrets.some((secret) => row.includes(secret));
      })
      .map((row) => `${table}: ${row.slice(0, 200)}`),
  );
}

const leaksIn = (body: string) => victim.secrets.filter((secret) => body.includes(secret));

describe('the access-control matrix', () => {
  it('covers every operation that needs a login, as the API document lists them', async () => {
    const needing = await operationsNeedingLogin();
    expect(needing.length).toBeGreaterThan(60);
    const uncovered = needing.filter((operation) => !aimOf(operation)).map((operation) => operation.name);
    expect(uncovered).toEqual([]);
  });

  it('names no operation the document lacks', () => {
    const known = new Set(operations.map((operation) => operation.name));
    expect(Object.keys(matrix).filter((name) => !known.has(name))).toEqual([]);
  });

  it('turns away every such operation without a live login, writing nothing and showing nothing', async () => {
    const needing = await operationsNeedingLogin();
    const visitors = await notLoggedIn();
    const failures: string[] = [];
    for (const operation of needing) {
      const aim = aimOf(operation)!;
      // One diff over the operation's six calls: any write among them shows, named by operation.
      const before = await dumpDatabase(t.database);
      for (const [who, headers] of visitors) {
        const response = await aimed(headers, operation.method, aim);
        const expected = aim.withoutLogin ?? 401;
        if (response.statusCode !== expected) {
          failures.push(`${operation.name} with ${who}: ${response.statusCode} ${response.body}`);
        }
        if (expected === 401 && response.json<{ message: string }>().message !== messages.unauthorized) {
          failures.push(`${operation.name} with ${who}: message ${response.body}`);
        }
        if (leaksIn(response.body).length > 0)
          failures.push(`${operation.name} with ${who} showed ${leaksIn(response.body)}`);
      }
      const changes = diffDumps(before, await dumpDatabase(t.database));
      if (aim.endsPresentedSession) withoutSessionsOf(changes, visitors);
      if (Object.keys(changes).length > 0)
        failures.push(`${operation.name} without a login wrote ${JSON.stringify(changes)}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("refuses another user's ids to an ordinary user, writing nothing and showing nothing of the victim", async () => {
    const needing = await operationsNeedingLogin();
    const failures: string[] = [];
    for (const operation of needing) {
      const aim = aimOf(operation)!;
      // A fresh session per call: the logout operation ends the one it is called with.
      const { token } = await t.app.sessions.create(attackerId, new Date());
      const before = await dumpDatabase(t.database);
      const response = await aimed(bearer(token), operation.method, aim);
      const changes = diffDumps(before, await dumpDatabase(t.database));
      if (aim.expect === 'own') {
        if (response.statusCode >= 500) failures.push(`${operation.name}: ${response.statusCode} ${response.body}`);
        const touched = victimRowsIn(changes);
        if (touched.length > 0) failures.push(`${operation.name} changed the victim's rows: ${touched.join('; ')}`);
      } else {
        if (!aim.expect.includes(response.statusCode)) {
          failures.push(`${operation.name}: ${response.statusCode} (expected ${aim.expect}) ${response.body}`);
        }
        if (Object.keys(changes).length > 0) failures.push(`${operation.name} wrote ${JSON.stringify(changes)}`);
      }
      if (leaksIn(response.body).length > 0) failures.push(`${operation.name} showed ${leaksIn(response.body)}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('still serves the victim everything the attacks aimed at', async () => {
    const { token } = await t.app.sessions.create(victim.userId, new Date());
    const headers = bearer(token);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
    expect((await get(`/order/${victim.orderId}`)).json().data.status).toBe('Placed');
    const cart = cartResponse.parse((await get('/cart/user-cart')).json()).data;
    expect(cart.cartItems.map((item) => item.id)).toEqual([victim.cartItemId]);
    expect((await get('/api/userAddress')).body).toContain('Victimbagh Lane 4242');
    expect((await get(`/api/userDetails/${victim.phone}`)).json().data.firstName).toBe('Zorawar');
    expect((await get('/api/wishlist')).json().data.map((item: { _id: number }) => item._id)).toEqual([
      victim.productId,
    ]);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/order/create',
      headers,
      payload: { paymentInfo: victim.paymentInfo },
    });
    expect(pay.statusCode, pay.body).toBe(200);
  });
});

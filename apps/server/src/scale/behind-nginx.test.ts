import fs from 'node:fs/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/faults/server-process.js';
import {
  addressResponse,
  errorBody,
  messages,
  OTP_MAX_ATTEMPTS,
  paymentOrderResponse,
  sandboxPayResponse,
  SANDBOX_CARD_PAYS,
  userProfileResponse,
  type PaymentInfo,
} from '@krishi/contract';
import { startNginx, type RunningNginx } from '../../../../scripts/nginx.mjs';
import { lastCode } from '../test/login.js';
import { buyerAddress } from '../test/buyers.js';
import {
  call,
  deliverableVariant,
  logInOverHttp,
  startServerProcesses,
  type ServerProcesses,
} from '../test/server-processes.js';
import { setStock } from '../test/faults/stock.js';

const postgresUrl = process.env.DATABASE_URL;
/** Low enough to reach in a few requests; each buyer below makes seven from an address of its own. */
const REQUESTS_PER_MINUTE = 10;
const CODES_PER_ADDRESS_PER_HOUR = 3;

/**
 * Client addresses, one per simulated client: to nginx, and to the servers through it, each is a
 * visitor of its own. 127.0.0.1, exempt from the per-minute limit, is never one of them.
 */
let clients = 0;
const newClient = () => `127.0.${Math.floor(clients / 250) + 1}.${(clients++ % 250) + 1}`;
let phones = 0;
const newPhone = () => `9${String(300_000_000 + phones++)}`;

const messageOf = (body: unknown) => errorBody.parse(body).message;

/**
 * Two built server processes on loopback, one PostgreSQL database and one Redis between them,
 * and nginx in front running deploy/nginx/krishi.conf: what docs/deploy.md sets up. Runs with
 * DATABASE_URL; then it needs REDIS_URL and nginx, and fails rather than skips without them.
 */
describe.skipIf(!postgresUrl)('two server processes behind nginx', () => {
  let procs: ServerProcesses;
  let nginx: RunningNginx;
  // Counters and channels of this run only, whatever else shares the Redis.
  const redisKeyPrefix = `krishi-behind-nginx-${process.pid}-${Date.now()}:`;
  const viaNginx = () => ({ ca: nginx.ca });

  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) {
      throw new Error(
        'REDIS_URL is not set: the processes behind nginx share one Redis (redis://127.0.0.1:6379 in CI)',
      );
    }
    procs = await startServerProcesses(postgresUrl!, 2, {
      // nginx runs on loopback: as docs/deploy.md says, the processes believe its X-Forwarded-For only when told.
      TRUST_PROXY: 'loopback',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      RATE_LIMIT_PER_MINUTE: String(REQUESTS_PER_MINUTE),
      OTP_SENDS_PER_IP_PER_HOUR: String(CODES_PER_ADDRESS_PER_HOUR),
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    });
    nginx = await startNginx({ upstreams: procs.servers.map((s) => new URL(s.baseUrl).host) });
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await procs?.close();
  });

  /** Where nginx's access log ends now: what is logged after it is what a test sent. */
  const logMark = async () => (await fs.stat(nginx.accessLog)).size;

  /** The processes (host:port) nginx handed requests for paths under `prefix` to since `mark`. */
  async function upstreamsSince(mark: number, prefix: string): Promise<Set<string>> {
    const text = (await fs.readFile(nginx.accessLog)).subarray(mark).toString('utf8');
    const served = new Set<string>();
    for (const line of text.split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { uri: string; upstream: string };
      if (entry.uri.startsWith(prefix)) for (const u of entry.upstream.split(', ')) served.add(u);
    }
    return served;
  }
  const bothProcesses = () => new Set(procs.servers.map((s) => new URL(s.baseUrl).host));

  it('a login made through nginx is honoured by each process', async () => {
    const phone = newPhone();
    const token = await logInOverHttp(nginx.url, procs.dataDir, phone, { ...viaNginx(), localAddress: newClient() });

    for (const server of procs.servers) {
      const profile = await call(server.baseUrl, 'GET', `/api/userDetails/${phone}`, { token });
      expect(profile.status, server.baseUrl).toBe(200);
      expect(userProfileResponse.parse(profile.body).data.phoneNumber).toBe(phone);
    }
  });

  it('a logout on one process ends the session on the other at once', async () => {
    const phone = newPhone();
    const token = await logInOverHttp(nginx.url, procs.dataDir, phone, { ...viaNginx(), localAddress: newClient() });
    const [first, second] = procs.servers;
    // The second process has read the session and keeps it; only the announcement can end it there.
    expect((await call(second!.baseUrl, 'GET', `/api/userDetails/${phone}`, { token })).status).toBe(200);
    expect((await call(first!.baseUrl, 'POST', '/unauth/logout', { token })).status).toBe(200);
    await expect
      .poll(async () => (await call(second!.baseUrl, 'GET', `/api/userDetails/${phone}`, { token })).status, {
        timeout: 2_000,
      })
      .toBe(401);
  });

  it('an announcement on the sessions channel that is not one leaves both processes serving', async () => {
    const phone = newPhone();
    const token = await logInOverHttp(nginx.url, procs.dataDir, phone, { ...viaNginx(), localAddress: newClient() });
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      await redis.publish(`${redisKeyPrefix}sessions-ended`, 'not an ending');
      await redis.publish(`${redisKeyPrefix}sessions-ended`, JSON.stringify({ userId: 'everyone' }));
    } finally {
      redis.disconnect();
    }
    for (const server of procs.servers) {
      expect((await call(server.baseUrl, 'GET', `/api/userDetails/${phone}`, { token })).status).toBe(200);
    }
  });

  it('login codes one address asks for count against one hourly allowance on both processes', async () => {
    const from = { ...viaNginx(), localAddress: newClient() };
    const mark = await logMark();

    const answers = [];
    for (let i = 0; i <= CODES_PER_ADDRESS_PER_HOUR; i++) {
      answers.push(await call(nginx.url, 'POST', `/unauth/${newPhone()}`, from));
    }

    expect(answers.map((a) => a.status)).toEqual([...Array(CODES_PER_ADDRESS_PER_HOUR).fill(200), 429]);
    expect(messageOf(answers.at(-1)!.body)).toBe(messages.otpSendLimit);
    expect(await upstreamsSince(mark, '/unauth/')).toEqual(bothProcesses());
  });

  it('a phone holding a live code gets no second one from the other process', async () => {
    const phone = newPhone();
    const from = { localAddress: newClient() };

    const first = await call(procs.servers[0]!.baseUrl, 'POST', `/unauth/${phone}`, from);
    const second = await call(procs.servers[1]!.baseUrl, 'POST', `/unauth/${phone}`, from);

    expect(first.status).toBe(200);
    expect(second.status).toBe(429);
    const waits = Array.from({ length: 5 }, (_, i) => messages.otpResendWait(300 - i));
    expect(waits).toContain(messageOf(second.body));
  });

  it('wrong codes tried on both processes use up one code', async () => {
    const phone = newPhone();
    const from = { localAddress: newClient() };
    await call(nginx.url, 'POST', `/unauth/${phone}`, { ...viaNginx(), ...from });
    const otp = await lastCode({ dataDir: procs.dataDir }, phone);
    const wrong = (i: number) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');

    const tries = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const server = procs.servers[i % 2]!;
      tries.push(
        await call(server.baseUrl, 'POST', '/unauth/verify-user', {
          ...from,
          body: { phoneNumber: phone, otp: wrong(i) },
        }),
      );
    }
    const right = await call(procs.servers[1]!.baseUrl, 'POST', '/unauth/verify-user', {
      ...from,
      body: { phoneNumber: phone, otp },
    });

    expect(tries.map((t) => t.status)).toEqual([...Array(OTP_MAX_ATTEMPTS - 1).fill(400), 429]);
    expect(messageOf(tries.at(-1)!.body)).toBe(messages.otpTooManyTries);
    expect(right.status).toBe(429);
    expect(messageOf(right.body)).toBe(messages.otpTooManyTries);
  });

  it('the per-minute request limit is one allowance for both processes', async () => {
    const from = { ...viaNginx(), localAddress: newClient() };
    const mark = await logMark();

    const statuses = [];
    for (let i = 0; i < 2 * REQUESTS_PER_MINUTE; i++) {
      statuses.push((await call(nginx.url, 'GET', '/metadata/languages', from)).status);
    }

    expect(statuses.filter((s) => s === 200)).toHaveLength(REQUESTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(REQUESTS_PER_MINUTE);
    expect(await upstreamsSince(mark, '/metadata/languages')).toEqual(bothProcesses());
  });

  it('a body over 1 MB gets the same 413 answer from nginx as from the server', async () => {
    const body = { phoneNumber: newPhone(), otp: '123456', padding: 'a'.repeat(1_100_000) };

    const direct = await call(procs.servers[0]!.baseUrl, 'POST', '/unauth/verify-user', {
      body,
      localAddress: newClient(),
    });
    const proxied = await call(nginx.url, 'POST', '/unauth/verify-user', {
      ...viaNginx(),
      body,
      localAddress: newClient(),
    });

    expect(direct.status).toBe(413);
    expect(proxied).toEqual(direct);
  });

  it('metrics are served by each process to its private network, never through nginx', async () => {
    const direct = await fetch(`${procs.servers[0]!.baseUrl}/metrics`);
    const exposition = await direct.text();
    const proxied = await call(nginx.url, 'GET', '/metrics', viaNginx());

    expect(direct.status).toBe(200);
    expect(exposition).toContain('http_requests_total');
    expect(proxied).toEqual({ status: 404, body: { message: messages.notFound } });
  });

  it('with no process answering, nginx says so as the API does: 503 and its message', async () => {
    const nowhere = await startNginx({ upstreams: [`127.0.0.1:${await freePort()}`] });
    try {
      const answer = await call(nowhere.url, 'GET', '/metadata/languages', { ca: nowhere.ca });

      expect(answer).toEqual({ status: 503, body: { message: messages.serviceUnavailable } });
    } finally {
      await nowhere.stop();
    }
  });

  it(
    '50 paid buyers racing through nginx for the last unit make one order; 49 are refunded and stock ends at 0',
    { timeout: 240_000 },
    async () => {
      const item = await deliverableVariant(procs.sql, 50);

      /** A buyer on an address of its own, paid for one unit: what a phone holds before placing the order. */
      async function paidBuyer() {
        const from = { ...viaNginx(), localAddress: newClient() };
        const token = await logInOverHttp(nginx.url, procs.dataDir, newPhone(), from);
        const asBuyer = (body: unknown) => ({ ...from, token, body });
        const address = await call(
          nginx.url,
          'POST',
          '/api/userAddress',
          asBuyer(buyerAddress(item.state, item.pincode)),
        );
        const saved = await call(
          nginx.url,
          'PUT',
          '/cart/saveUpdateCart',
          asBuyer({
            cartItems: [{ productId: item.product_id, variantId: item.variant_id, quantity: 1 }],
            addressId: addressResponse.parse(address.body).data.id,
          }),
        );
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const started = await call(nginx.url, 'POST', '/cart/validateAndProceedToPaymentNew', asBuyer({}));
        const { paymentOrderId } = paymentOrderResponse.parse(started.body).data;
        const paid = await call(
          nginx.url,
          'POST',
          '/sandbox/pay',
          asBuyer({ orderId: paymentOrderId, cardNumber: SANDBOX_CARD_PAYS }),
        );
        return { asBuyer, paid: sandboxPayResponse.parse(paid.body) as PaymentInfo };
      }
      const buyers: Array<Awaited<ReturnType<typeof paidBuyer>>> = [];
      // Ten at a time: a shorter wait than one by one, without crowding the machine CI shares.
      for (let i = 0; i < 50; i += 10) buyers.push(...(await Promise.all(Array.from({ length: 10 }, paidBuyer))));
      await setStock((text, params) => procs.sql.query(text, params), item.variant_id, 1);
      const mark = await logMark();

      const answers = await Promise.all(
        buyers.map((b) => call(nginx.url, 'POST', '/order/create', b.asBuyer({ paymentInfo: b.paid }))),
      );

      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
      expect(await upstreamsSince(mark, '/order/create')).toEqual(bothProcesses());
      const state = await procs.sql.query<{ inventory: number; orders: number; refunded: number }>(
        `SELECT (SELECT inventory FROM variants WHERE id = $1) AS inventory,
                (SELECT count(*)::int FROM orders) AS orders,
                (SELECT count(*)::int FROM sandbox_payments WHERE refunded_amount = amount) AS refunded`,
        [item.variant_id],
      );
      expect(state.rows[0]).toEqual({ inventory: 0, orders: 1, refunded: 49 });
    },
  );
});

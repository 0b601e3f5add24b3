import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../logger.js';
import { buyerWithCart, placedOrder, sellableVariant } from '../../test/buyers.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer, logIn } from '../../test/login.js';

const METRICS_TOKEN = 'a-scrapers-token-of-32-characters';
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' },
    logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
  });
});
afterAll(async () => {
  await t?.close();
});

/** One sample's value from the Prometheus text, 0 when the series does not exist yet. */
async function sample(series: string): Promise<number> {
  const response = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
  const line = response.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('request ids', () => {
  it('every answer names its request id', async () => {
    const response = await t.app.inject({ url: '/metadata/languages' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the proxy's request id, so one id follows a request through both logs", async () => {
    const response = await t.app.inject({
      url: '/metadata/languages',
      headers: { 'x-request-id': 'f3b0c44298fc1c14' },
    });
    expect(response.headers['x-request-id']).toBe('f3b0c44298fc1c14');
  });

  it('replaces a request id that could break a log line', async () => {
    const response = await t.app.inject({
      url: '/metadata/languages',
      headers: { 'x-request-id': 'x"}\n{"level":60' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('every log line of a request is JSON carrying its id', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/api/eproduct/999999999' });
    const id = response.headers['x-request-id'];
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged.every((line) => line.reqId === id)).toBe(true);
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern and status, not by raw URL', async () => {
    await t.app.inject({ url: '/api/eproduct/999999998' });
    const response = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/eproduct\/:id",status_code="404"\} \d+/,
    );
    // Not in any series' labels. A value may hold the digits by chance (a CPU total printed as
    // 0.10999999999999998 failed this in CI when the whole text was searched).
    expect(response.body).not.toMatch(/\{[^}]*999999998[^}]*\}/);
    expect(response.body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/eproduct\/:id"\}/,
    );
    expect(response.body).toContain('process_resident_memory_bytes');
  });

  it('counts each answer once, under its route, a HEAD request included', async () => {
    const before = await sample('http_requests_total{method="HEAD",route="/metadata/languages",status_code="200"}');
    await t.app.inject({ method: 'HEAD', url: '/metadata/languages' });
    await t.app.inject({ method: 'HEAD', url: '/metadata/languages' });
    expect(await sample('http_requests_total{method="HEAD",route="/metadata/languages",status_code="200"}')).toBe(
      before + 2,
    );
  });

  it('counts an answer no route gave as unmatched', async () => {
    const series = 'http_requests_total{method="POST",route="unmatched",status_code="404"}';
    const before = await sample(series);
    await t.app.inject({ method: 'POST', url: '/api/no-such-call/42', payload: {} });
    expect(await sample(series)).toBe(before + 1);
    expect(await sample('http_request_duration_seconds_count{method="POST",route="unmatched"}')).toBeGreaterThan(0);
  });

  it('refuses a visitor from the internet', async () => {
    const response = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('http_requests_total');
  });

  it('refuses a visitor that came through the proxy from the internet', async () => {
    const response = await t.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('counts login codes sent', async () => {
    const before = await sample('otp_sends_total');
    await logIn(t, '9876509871');
    expect(await sample('otp_sends_total')).toBe(before + 1);
  });

  it('counts a paid checkout as a started and a captured payment and one order', async () => {
    const item = await sellableVariant(t, 5);
    const buyer = await buyerWithCart(t, item);
    const orders = await sample('orders_created_total');
    const started = await sample('payments_total{outcome="started"}');
    const captured = await sample('payments_total{outcome="captured"}');
    await placedOrder(t, buyer);
    expect(await sample('orders_created_total')).toBe(orders + 1);
    expect(await sample('payments_total{outcome="started"}')).toBe(started + 1);
    expect(await sample('payments_total{outcome="captured"}')).toBe(captured + 1);
  });

  it("counts a buyer's cancel", async () => {
    const item = await sellableVariant(t, 5, 1);
    const buyer = await buyerWithCart(t, item);
    const order = await placedOrder(t, buyer);
    const before = await sample('orders_cancelled_total{by="buyer"}');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${order.id}`,
      headers: bearer(buyer.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await sample('orders_cancelled_total{by="buyer"}')).toBe(before + 1);
  });
});

describe('/metrics with a token configured', () => {
  let withToken: TestApp;
  beforeAll(async () => {
    withToken = await buildTestApp({ seed: false, env: { METRICS_TOKEN } });
  });
  afterAll(async () => {
    await withToken?.close();
  });

  it('serves a scraper outside the private network that presents the token', async () => {
    const response = await withToken.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: bearer(METRICS_TOKEN),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong token even from the private network', async () => {
    const response = await withToken.app.inject({
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: bearer(`${METRICS_TOKEN}x`),
    });
    expect(response.statusCode).toBe(403);
  });
});

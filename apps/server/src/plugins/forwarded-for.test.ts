import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../test/helper.js';

const CODES_PER_ADDRESS = 3;
const REQUESTS_PER_MINUTE = 5;
const limits = {
  OTP_SENDS_PER_IP_PER_HOUR: String(CODES_PER_ADDRESS),
  RATE_LIMIT_PER_MINUTE: String(REQUESTS_PER_MINUTE),
};

let nextPhone = 9_400_000_000;
const newPhone = () => String(nextPhone++);

/** Login codes asked for by one connection's address, each request claiming another client. */
async function codeStatuses(t: TestApp, remoteAddress: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/unauth/${newPhone()}`,
      remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** Plain page requests from one connection's address, each saying it forwards for `forwardedFor(i)`. */
async function pageStatuses(
  t: TestApp,
  remoteAddress: string,
  count: number,
  forwardedFor: (i: number) => string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      url: '/metadata/languages',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('with TRUST_PROXY unset (the default), X-Forwarded-For is believed from no one', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    const stream = { write: (line: string) => void logged.push(line) };
    t = await buildTestApp({ seed: false, env: limits, logger: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a rotated X-Forwarded-For from a loopback peer does not lift the hourly login-code limit', async () => {
    const statuses = await codeStatuses(t, '127.0.0.3', CODES_PER_ADDRESS + 2);
    expect(statuses).toEqual([...Array<number>(CODES_PER_ADDRESS).fill(200), 429, 429]);
  });

  it('a rotated X-Forwarded-For from a loopback peer does not lift the per-minute limit', async () => {
    const statuses = await pageStatuses(t, '127.0.0.1', REQUESTS_PER_MINUTE + 1, (i) => `198.51.100.${i + 1}`);
    expect(statuses.at(-1)).toBe(429);
  });

  it('X-Forwarded-For: 127.0.0.1 does not reach the per-minute limit allow-list', async () => {
    const statuses = await pageStatuses(t, '::1', REQUESTS_PER_MINUTE + 1, () => '127.0.0.1');
    expect(statuses.at(-1)).toBe(429);
    const refused = await t.app.inject({
      url: '/metadata/languages',
      remoteAddress: '::1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(refused.json()).toMatchObject({ message: messages.tooManyRequests });
  });

  it('tells the operator once that a proxy on this host forwards requests without TRUST_PROXY', async () => {
    await pageStatuses(t, '127.0.0.1', 2, () => '203.0.113.9');
    const warnings = logged.filter((line) => line.includes('TRUST_PROXY is unset'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40 });
  });

  it('this host itself, sending no proxy header, is not limited per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REQUESTS_PER_MINUTE; i++) {
      statuses.push((await t.app.inject({ url: '/metadata/languages', remoteAddress: '127.0.0.1' })).statusCode);
    }
    expect(statuses).not.toContain(429);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { ...limits, TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts each client the proxy forwards for by the client's own address", async () => {
    const statuses = await codeStatuses(t, '127.0.0.1', CODES_PER_ADDRESS + 2);
    expect(statuses).toEqual(Array<number>(CODES_PER_ADDRESS + 2).fill(200));
  });
});

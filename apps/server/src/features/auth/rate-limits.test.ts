import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { databaseRateLimits, type RateLimitStore } from './rate-limits.js';

let t: TestApp;
let limits: RateLimitStore;
const start = new Date('2026-06-01T09:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  limits = databaseRateLimits(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('the database rate limits', () => {
  it('grants the limit within a window, then says when the next one frees', async () => {
    for (let i = 0; i < 3; i++) expect(await limits.take('sequential', 3, 600, at(i * 60))).toEqual({ ok: true });
    expect(await limits.take('sequential', 3, 600, at(300))).toEqual({ ok: false, retryAfterSeconds: 300 });
  });

  it('slides: the oldest event leaving the window frees one unit', async () => {
    for (let i = 0; i < 3; i++) await limits.take('sliding', 3, 600, at(i * 60));
    expect((await limits.take('sliding', 3, 600, at(600))).ok).toBe(true);
    expect((await limits.take('sliding', 3, 600, at(601))).ok).toBe(false);
  });

  it('does not count refused requests against the client', async () => {
    for (let i = 0; i < 3; i++) await limits.take('refused', 3, 600, at(0));
    for (let i = 0; i < 10; i++) await limits.take('refused', 3, 600, at(10));
    expect(await limits.count('refused', 600, at(10))).toBe(3);
  });

  it('takes back one event when what it counted did not happen', async () => {
    for (let i = 0; i < 2; i++) await limits.take('released', 3, 600, at(0));
    await limits.take('released', 3, 600, at(5));
    await limits.release('released', at(0));
    expect(await limits.count('released', 600, at(10))).toBe(2);
    expect((await limits.take('released', 3, 600, at(10))).ok).toBe(true);
  });

  it('grants exactly the limit to requests racing each other', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => limits.take('racing', 5, 600, at(0))));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('keeps keys apart', async () => {
    await limits.take('one', 1, 600, at(0));
    expect((await limits.take('two', 1, 600, at(0))).ok).toBe(true);
  });
});

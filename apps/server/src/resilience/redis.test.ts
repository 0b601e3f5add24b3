import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/faults/server-process.js';
import { buildTestApp, type TestApp } from '../test/helper.js';
import {
  carousel,
  renameFirstPromotion,
  twoAppsOnOneDatabase,
  within,
  type TwoApps,
} from '../test/apps-on-one-database.js';

const redisUrl = process.env.REDIS_URL;
/** Keys and channels of this test file only: other files share the same Redis at the same time. */
const prefix = () => `krishi-test:${randomUUID()}:`;

/** Several processes sharing one Redis (REDIS_URL): runs when it is set. */
describe.skipIf(!redisUrl)('processes sharing Redis', () => {
  describe('the per-minute rate limit', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix(), RATE_LIMIT_PER_MINUTE: '4' };
      [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
      for (const t of [first, second]) {
        const ready = await within(5_000, async () => (await t.app.inject('/readyz')).statusCode === 200);
        expect(ready).toBe(true);
      }
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    it('holds across processes: a visitor spreading requests over two gets 429 after the limit', async () => {
      const visitor = { remoteAddress: '203.0.113.40' };
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = i % 2 === 0 ? first : second;
        statuses.push((await t.app.inject({ method: 'GET', url: '/metadata/languages', ...visitor })).statusCode);
      }

      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });

    it('/readyz reports Redis as a dependency', async () => {
      const response = await first.app.inject('/readyz');

      expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', catalogue: 'ok' } });
    });
  });

  describe('catalogue changes', () => {
    let apps: TwoApps;
    beforeAll(async () => {
      const keyPrefix = prefix();
      // An hour between database polls: only Redis can tell the reader in time.
      apps = await twoAppsOnOneDatabase({
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: keyPrefix,
        CATALOGUE_POLL_MS: '3600000',
      });
      // Both processes subscribe as they start; wait until Redis has both subscriptions.
      const observer = new Redis(redisUrl!);
      const subscribers = async () => {
        const [, count] = (await observer.pubsub('NUMSUB', `${keyPrefix}catalogue-changed`)) as [string, number];
        return count;
      };
      const subscribed = await within(5_000, async () => (await subscribers()) === 2);
      observer.disconnect();
      expect(subscribed).toBe(true);
    });
    afterAll(() => apps?.close());

    it('reach every other process at once: the carousel another process cached shows the new title', async () => {
      await carousel(apps.reader);

      await renameFirstPromotion(apps.writer, 'Fresh seed arrivals');

      const title = async () => (await carousel(apps.reader))[0]?.title.en;
      expect(await within(2_000, async () => (await title()) === 'Fresh seed arrivals')).toBe(true);
    });
  });
});

describe('a Redis that cannot be reached', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    const logger = {
      level: 'warn',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(chunk.toString());
          done();
        },
      }),
    };
    t = await buildTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REDIS_KEY_PREFIX: prefix(), LOG_LEVEL: 'warn' },
      logger,
    });
  });
  afterAll(() => t?.close());

  it('does not take the site down: the rate limit fails open and pages are served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metadata/languages', remoteAddress: '203.0.113.41' });

    expect(response.statusCode).toBe(200);
  });

  it('makes the process not ready, naming Redis as what is down', async () => {
    const response = await t.app.inject('/readyz');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'down', catalogue: 'ok' },
    });
  });

  it('is logged for the operator', async () => {
    expect(await within(3_000, async () => logged.some((line) => line.includes('redis unreachable')))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.js';

/** What a load balancer or an orchestrator asks a server process. */
describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t?.close());

  const visitor = { remoteAddress: '203.0.113.20' };

  it('/healthz answers 200 ok while the process runs, and is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 with the database checked, and is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', catalogue: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('probes are not rate limited: a proxy asks far more often than a visitor may', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/metadata/languages', ...visitor });
    expect((await t.app.inject({ method: 'GET', url: '/metadata/languages', ...visitor })).statusCode).toBe(429);

    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/healthz', ...visitor })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz', ...visitor })).statusCode).toBe(200);
    }
  });

  it('a path under the probes is a JSON 404, not the storefront page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz/database', headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('once the server is draining for shutdown, /readyz answers 503 and /healthz still 200', async () => {
    t.app.startDraining();

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'shutting down', checks: { database: 'ok', catalogue: 'ok' } });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('a server whose catalogue takes long to load', () => {
  let t: TestApp;
  let loaded: () => void = () => {};
  beforeAll(async () => {
    t = await buildTestApp({
      warm: false,
      extend: (app) => {
        const warm = app.catalogue.warm.bind(app.catalogue);
        const gate = new Promise<void>((resolve) => {
          loaded = resolve;
        });
        app.catalogue.warm = () => gate.then(warm);
      },
    });
  });
  afterAll(() => t?.close());

  it('starts serving before the catalogue is loaded, and is not ready until it is', async () => {
    const early = await t.app.inject('/readyz');
    expect(early.statusCode).toBe(503);
    expect(early.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', catalogue: 'down' } });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);

    loaded();
    await t.app.catalogue.warm();

    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', catalogue: 'ok' } });
  });
});

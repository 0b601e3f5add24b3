import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../test/helper.js';

const webDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
let t: TestApp;

beforeAll(async () => {
  if (!fs.existsSync(`${webDist}index.html`)) throw new Error(`${webDist} is missing: build first (npm run build)`);
  t = await buildTestApp({
    seed: false,
    // A feature added after this test was written, under a directory no other route uses.
    extend: (app) => app.get('/loyalty/points', async () => ({ points: 0 })),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('built files', () => {
  it('a hashed file may be kept for a year', async () => {
    const asset = fs.readdirSync(`${webDist}assets`).find((name) => name.endsWith('.js'));
    const response = await t.app.inject({ url: `/assets/${asset}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the service worker is checked again on every visit, so a new build replaces it', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a script goes as the build compressed it: brotli to a browser that takes it, else gzip', async () => {
    const script = fs
      .readdirSync(`${webDist}assets`)
      .find((name) => name.endsWith('.js') && fs.existsSync(`${webDist}assets/${name}.gz`))!;
    for (const [accepted, encoding, file] of [
      ['gzip, deflate, br', 'br', `${script}.br`],
      ['gzip', 'gzip', `${script}.gz`],
    ] as const) {
      const response = await t.app.inject({ url: `/assets/${script}`, headers: { 'accept-encoding': accepted } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(fs.readFileSync(`${webDist}assets/${file}`))).toBe(true);
    }
  });
});

describe('pages and API paths', () => {
  const asBrowser = { accept: 'text/html,application/xhtml+xml' };

  it('an unknown path beside a newly registered API route is a JSON 404, not the storefront page', async () => {
    const response = await t.app.inject({ url: '/loyalty/no-such-thing', headers: asBrowser });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.notFound, code: 'notFound' });
  });

  it('a back office page opens as the storefront page beside the back office API', async () => {
    const page = await t.app.inject({ url: '/admin/orders', headers: asBrowser });
    const api = await t.app.inject({ url: '/admin/api/no-such-thing', headers: asBrowser });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect([api.statusCode, api.json()]).toEqual([404, { message: messages.notFound, code: 'notFound' }]);
  });
});

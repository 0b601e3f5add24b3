import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import security from './security.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(security, { ratePerMinute: 2 });
  app.get('/page', (_request, reply) => reply.type('text/html').send('<p>'.repeat(1000)));
  app.get('/cart', () => ({ cartItems: Array.from({ length: 80 }, (_, id) => ({ id, quantity: 1 })) }));
  app.get('/catalogue', (_request, reply) => reply.type('text/plain').send('a line of the catalogue\n'.repeat(5000)));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

/** What a page and a JSON answer both carry. */
function expectEveryAnswersHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers, compression and rate limits', () => {
  it('sends a page the helmet headers with the page content security policy', async () => {
    const response = await app.inject({ url: '/page', remoteAddress: '10.0.0.1' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expectEveryAnswersHeaders(response.headers);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('sends a JSON answer the policy of data, which loads nothing and is framed by no one', async () => {
    const response = await app.inject({ url: '/missing', remoteAddress: '10.0.0.1' });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expectEveryAnswersHeaders(response.headers);
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('compresses a page for a client that accepts it', async () => {
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('<p>'.repeat(1000));
  });

  it('sends a small JSON answer compressed and whole, with its length', async () => {
    const response = await app.inject({ url: '/cart', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).cartItems).toHaveLength(80);
  });

  it('sends a small answer as it is to a client that takes no compression', async () => {
    const response = await app.inject({ url: '/cart', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().cartItems).toHaveLength(80);
  });

  it('compresses an answer too large to compress at once as it streams', async () => {
    const response = await app.inject({ url: '/catalogue', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(response.rawPayload).toString()).toBe('a line of the catalogue\n'.repeat(5000));
  });

  it('answers 429 past the rate limit, with the headers still on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.inject({ url: '/page', remoteAddress: '10.0.0.2' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await app.inject({ url: '/page', remoteAddress: '10.0.0.2' });
    expect(limited.headers['x-frame-options']).toBe('DENY');
  });
});

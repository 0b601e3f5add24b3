import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, productResponse } from '@krishi/contract';
import { adminEnv, operator, type Operator } from '../test/admin.js';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { bearer, newAddress } from '../test/login.js';
import security from './security.js';

/**
 * What every answer must carry, whatever produced it: a page's policy, or for a JSON answer the
 * stricter one of data. A page's style-src keeps 'unsafe-inline': the toasts (react-hot-toast)
 * style themselves through a <style> element their library (goober) writes at run time, and the
 * API documentation's Swagger UI inserts style elements too (seen blocked in Chromium without
 * it); a nonce would need per-answer headers, and pages are cached whole. Styles cannot run code;
 * scripts can, and script-src has neither 'unsafe-inline' nor 'unsafe-eval'. (React's style props
 * are set through the CSSOM, which style-src does not govern.)
 */
function headerProblems(headers: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
  if (String(headers['content-type'] ?? '').startsWith('application/json')) {
    // Data, never a page: opened in a browser it may load nothing at all.
    if (directives.get('default-src')?.join(' ') !== "'none'")
      problems.push("a JSON answer's default-src is not 'none'");
  } else {
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    if (!scriptSrc) problems.push('no script-src in the CSP');
    else if (scriptSrc.includes("'unsafe-inline'") || scriptSrc.includes("'unsafe-eval'"))
      problems.push(`script-src allows inline code: ${scriptSrc.join(' ')}`);
    if (directives.get('default-src')?.join(' ') !== "'self'") problems.push("default-src is not 'self'");
    if (directives.get('object-src')?.join(' ') !== "'none'") problems.push("object-src is not 'none'");
    if (directives.get('base-uri')?.join(' ') !== "'self'") problems.push("base-uri is not 'self'");
  }
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("frame-ancestors is not 'none'");
  const hsts = String(headers['strict-transport-security'] ?? '');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  if (maxAge < 365 * 24 * 3600 || !/includeSubDomains/i.test(hsts))
    problems.push(`HSTS is not a year with subdomains: '${hsts}'`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (headers['x-frame-options'] !== 'DENY') problems.push('no X-Frame-Options: DENY');
  const referrer = String(headers['referrer-policy'] ?? '');
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer))
    problems.push(`Referrer-Policy leaks addresses: '${referrer}'`);
  return problems;
}

interface Case {
  name: string;
  request: InjectOptions;
  /** The status the case is about, so a case cannot silently test another answer than it names. */
  status?: number;
}

let t: TestApp;
let admin: Operator;
/** Every operation of the OpenAPI document the server publishes, ids filled in. */
let operations: { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; url: string }[];
let productImage: string;

beforeAll(async () => {
  t = await buildTestApp({
    products: 5,
    env: { ...adminEnv, RATE_LIMIT_PER_MINUTE: '30' },
    extend: (app) => {
      app.get('/test/failure', async () => {
        throw new Error('a bug');
      });
      app.get('/test/outage', async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { statusCode: 503 });
      });
    },
  });
  admin = await operator(t);
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase() as 'GET',
      url: route.replace(/\{[^}]+\}/g, '1'),
    })),
  );
  const product = productResponse.parse((await t.app.inject({ url: '/api/eproduct/1' })).json());
  productImage = `/media/${product.data.images[0]}`;
});

afterAll(async () => {
  await t?.close();
});

/** Sends each case from an address of its own (the rate limit is low here) and lists what is wrong. */
async function check(cases: Case[]): Promise<string[]> {
  const failures: string[] = [];
  for (const { name, request, status } of cases) {
    const response = await t.app.inject({ remoteAddress: newAddress(), ...request });
    const label = `${name} (${request.method ?? 'GET'} ${String(request.url)} -> ${response.statusCode})`;
    if (status !== undefined && response.statusCode !== status) failures.push(`${label}: expected ${status}`);
    for (const problem of headerProblems(response.headers)) failures.push(`${label}: ${problem}`);
  }
  return failures;
}

describe('security headers on every answer', () => {
  it('every API operation carries them for a visitor without a login', async () => {
    expect(operations.length).toBeGreaterThan(80);
    const cases = operations.map((op) => ({
      name: 'anonymous',
      request: { ...op, ...(op.method === 'GET' ? {} : { payload: {} }) },
    }));
    expect(await check(cases)).toEqual([]);
  });

  it('every reading API operation carries them for a logged-in operator', async () => {
    const cases = operations
      .filter((op) => op.method === 'GET')
      .map((op) => ({ name: 'operator', request: { ...op, headers: admin.headers } }));
    expect(await check(cases)).toEqual([]);
  });

  it('storefront pages carry them, found or not, whole or not modified', async () => {
    const home = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const cases: Case[] = [
      { name: 'home', request: { url: '/' }, status: 200 },
      { name: 'home, head only', request: { method: 'HEAD', url: '/' }, status: 200 },
      {
        name: 'home, unchanged',
        request: { url: '/', headers: { 'if-none-match': String(home.headers.etag) } },
        status: 304,
      },
      { name: 'listing', request: { url: '/products' }, status: 200 },
      { name: 'brand listing', request: { url: '/products?sellerId=1' }, status: 200 },
      { name: 'product page', request: { url: '/product/any-name/1' }, status: 200 },
      { name: 'missing product page', request: { url: '/product/any-name/99999999' }, status: 404 },
      { name: 'category page', request: { url: '/products/seeds/1' }, status: 200 },
      { name: 'search page', request: { url: '/search?query=%3Cscript%3E' }, status: 200 },
      { name: 'cart page', request: { url: '/cart' }, status: 200 },
      { name: 'back office page', request: { url: '/admin/orders' }, status: 200 },
      { name: 'unknown page', request: { url: '/no-such-page' }, status: 404 },
      {
        name: 'order page on an API path',
        request: { url: '/order/1', headers: { accept: 'text/html' } },
        status: 200,
      },
      { name: 'robots', request: { url: '/robots.txt' }, status: 200 },
      { name: 'sitemap', request: { url: '/sitemap.xml' }, status: 200 },
      { name: 'compressed page', request: { url: '/', headers: { 'accept-encoding': 'br' } }, status: 200 },
    ];
    expect(await check(cases)).toEqual([]);
  });

  it('catalogue images carry them, drawn, unchanged or missing', async () => {
    const image = await t.app.inject({ url: productImage });
    expect(image.headers['content-type']).toBe('image/webp');
    const cases: Case[] = [
      { name: 'image', request: { url: productImage }, status: 200 },
      { name: 'image, head only', request: { method: 'HEAD', url: productImage }, status: 200 },
      {
        name: 'image, unchanged',
        request: { url: productImage, headers: { 'if-none-match': String(image.headers.etag) } },
        status: 304,
      },
      { name: 'missing image', request: { url: '/media/products/p999999-1' }, status: 404 },
      { name: 'bad image key', request: { url: '/media/..%2F..%2Fetc' }, status: 400 },
    ];
    expect(await check(cases)).toEqual([]);
  });

  it('the API documentation and operations endpoints carry them, redirects included', async () => {
    const cases: Case[] = [
      { name: 'docs page', request: { url: '/api/docs' }, status: 200 },
      { name: 'docs document', request: { url: '/api/docs/json' }, status: 200 },
      { name: 'docs redirect', request: { url: '/api/docs/static/index.html' }, status: 302 },
      { name: 'docs script', request: { url: '/api/docs/static/swagger-initializer.js' }, status: 200 },
      { name: 'docs style sheet', request: { url: '/api/docs/static/swagger-ui.css' }, status: 200 },
      // Whatever they answer (they arrive with the operations work): the headers are the point.
      { name: 'liveness', request: { url: '/healthz' } },
      { name: 'readiness', request: { url: '/readyz' } },
      { name: 'metrics', request: { url: '/metrics' } },
    ];
    expect(await check(cases)).toEqual([]);
  });

  it('every kind of refusal and failure carries them', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: Case[] = [
      {
        name: 'broken JSON',
        request: { method: 'POST', url: '/unauth/verify-user', headers: json, payload: '{"phone' },
        status: 400,
      },
      {
        name: 'invalid fields',
        request: { method: 'POST', url: '/unauth/verify-user', payload: { phoneNumber: 'x' } },
        status: 400,
      },
      { name: 'undecodable path', request: { url: '/%' }, status: 400 },
      { name: 'undecodable API path', request: { url: '/api/eproduct/%E0%A4%A' }, status: 400 },
      { name: 'route parameter past its limit', request: { url: `/api/eproduct/${'9'.repeat(150)}` }, status: 414 },
      { name: 'no login', request: { url: '/api/userAddress' }, status: 401 },
      { name: 'forged token', request: { url: '/api/userAddress', headers: bearer('not.a.token') }, status: 401 },
      { name: 'unknown API path', request: { url: '/api/no-such-thing' }, status: 404 },
      { name: 'unknown back office API path', request: { url: '/admin/api/no-such-thing' }, status: 404 },
      { name: 'unknown asset', request: { url: '/assets/no-such-file.js' }, status: 404 },
      { name: 'preflight', request: { method: 'OPTIONS', url: '/api/eproduct/products' } },
      {
        name: 'body over 1 MB',
        request: { method: 'POST', url: '/unauth/verify-user', headers: json, payload: `"${'x'.repeat(1_100_000)}"` },
        status: 413,
      },
      {
        name: 'wrong content type',
        request: {
          method: 'POST',
          url: '/unauth/verify-user',
          headers: { 'content-type': 'text/csv' },
          payload: 'a,b',
        },
        status: 415,
      },
      { name: 'a bug', request: { url: '/test/failure' }, status: 500 },
      { name: 'a database outage', request: { url: '/test/outage' } },
    ];
    expect(await check(cases)).toEqual([]);
  });

  it('refuses an undecodable path with the API error shape, not the framework one', async () => {
    const response = await t.app.inject({ url: '/api/eproduct/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.badRequest });
  });

  it('the rate limit refusal carries them', async () => {
    const remoteAddress = newAddress();
    let last = await t.app.inject({ url: '/metadata/languages', remoteAddress });
    for (let i = 0; i < 30 && last.statusCode !== 429; i++)
      last = await t.app.inject({ url: '/metadata/languages', remoteAddress });
    expect(last.statusCode).toBe(429);
    expect(headerProblems(last.headers)).toEqual([]);
  });
});

describe('security headers on built files', () => {
  let dir: string;
  let files: ReturnType<typeof Fastify>;

  beforeAll(async () => {
    // The storefront's build is served by @fastify/static (plugins/web.ts), which writes its own
    // headers: the same plugin over a folder of its own, as the API tests run without a build.
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-static-'));
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1);\n'.repeat(200));
    files = Fastify({ logger: false });
    await files.register(security, { ratePerMinute: 1000 });
    await files.register(fastifyStatic, { root: dir, index: false, wildcard: false });
    await files.ready();
  });

  afterAll(async () => {
    await files?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('a script file carries them, whole, compressed, in part or not modified', async () => {
    const url = '/assets/index-abc.js';
    const first = await files.inject({ url });
    expect(first.statusCode).toBe(200);
    const answers = [
      first,
      await files.inject({ method: 'HEAD', url }),
      await files.inject({ url, headers: { 'accept-encoding': 'gzip' } }),
      await files.inject({ url, headers: { range: 'bytes=0-9' } }),
      await files.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 206, 304]);
    for (const answer of answers) expect(headerProblems(answer.headers)).toEqual([]);
  });
});

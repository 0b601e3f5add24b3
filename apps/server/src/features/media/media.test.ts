import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { mediaCacheDir } from './cache.js';
import { promotionSvg } from './art/promotion.js';
import { mediaWidth, parseMediaKey } from './keys.js';
import { ART_VERSION } from './render.js';

let t: TestApp;
let keys: { product: string; brand: string; category: string; promotion: string };

async function firstValue(sql: string): Promise<string> {
  const [row] = await t.database.rawTransaction((tx) => tx.query<{ v: string }>(sql));
  if (!row) throw new Error(`no row for ${sql}`);
  return row.v;
}

beforeAll(async () => {
  t = await buildTestApp();
  keys = {
    product: await firstValue('SELECT images[1] AS v FROM products ORDER BY id LIMIT 1'),
    brand: await firstValue('SELECT image AS v FROM sellers ORDER BY id LIMIT 1'),
    category: await firstValue('SELECT image_url AS v FROM categories ORDER BY id LIMIT 1'),
    promotion: await firstValue('SELECT image_url AS v FROM promotions ORDER BY id LIMIT 1'),
  };
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /media/*', () => {
  it('draws a crop, a pest, a disease and a weed by its slug, and knows no other', async () => {
    for (const slug of ['paddy', 'whitefly', 'powdery-mildew', 'parthenium']) {
      const res = await get(`/media/agronomy/${slug}?w=160`);
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
    }
    expect((await get('/media/agronomy/no-such-pest?w=160')).statusCode).toBe(404);
  });

  it('sends a product picture as WebP at the requested width, cacheable for a year', async () => {
    const res = await get(`/media/${keys.product}?w=480`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(480);
  });

  it.each([
    ['500', 640],
    ['5000', 1280],
    ['abc', 320],
    ['', 320],
    ['-20', 320],
  ])('renders w=%s at %i pixels', async (w, width) => {
    const res = await get(`/media/${keys.product}?w=${w}`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
  });

  it('renders 320 pixels when no width is asked for', async () => {
    const res = await get(`/media/${keys.product}`);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });

  it('uses the first width when a link repeats w', async () => {
    const res = await get(`/media/${keys.product}?w=160&w=1280`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
  });

  it('draws brand tiles, category tiles and wide promotion banners', async () => {
    for (const key of [keys.brand, keys.category]) {
      const meta = await sharp((await get(`/media/${key}?w=160`)).rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 160, 160]);
    }
    const banner = await sharp((await get(`/media/${keys.promotion}?w=960`)).rawPayload).metadata();
    expect([banner.width, banner.height]).toEqual([960, 320]);
  });

  it('draws a promotion banner without words: the page writes its title over it in the visitor’s language', () => {
    const svg = promotionSvg({ id: 1, onClickUrl: '/products/seeds/1' });
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).not.toContain('Shop now');
  });

  it('renders an image once and then serves the stored file', async () => {
    const first = await get(`/media/${keys.brand}?w=640`);
    const file = path.join(mediaCacheDir(t.dataDir), ART_VERSION, `${keys.brand}@640.webp`);
    expect(await fs.readFile(file)).toEqual(first.rawPayload);
    const marked = Buffer.concat([first.rawPayload, Buffer.from('stored')]);
    await fs.writeFile(file, marked);
    const second = await get(`/media/${keys.brand}?w=640`);
    expect(second.rawPayload).toEqual(marked);
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const first = await get(`/media/${keys.category}?w=320`);
    const again = await get(`/media/${keys.category}?w=320`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/media/products%2F%2E%2E%2F%2E%2E%2Fdata%2Fdb',
    '/media/products/p1-1%00.png',
    `/media/products/${'p'.repeat(5000)}`,
  ])('refuses the bad key %s with 400 and a message', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a raw ../ path, as a client that does not normalise URLs sends it', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/media/products/../../../etc/passwd' }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
    });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ message: 'Invalid image key' });
  });

  it.each(['/media/products/p999999-1', '/media/products/p1-99', '/media/brands/b99999', '/media/uploads/photo'])(
    'answers 404 with a message for %s, which names no image',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Image not found' });
    },
  );

  it('is documented in the OpenAPI description', async () => {
    const res = await get('/api/docs/json');
    expect(Object.keys(res.json().paths)).toContain('/media/{*}');
  });
});

describe('media keys and widths', () => {
  it('reads the five kinds of key', () => {
    expect(parseMediaKey('agronomy/brown-plant-hopper')).toEqual({ kind: 'agronomy', slug: 'brown-plant-hopper' });
    expect(parseMediaKey('agronomy/Whitefly')).toBe('unknown');
    expect(parseMediaKey('products/p12-3')).toEqual({ kind: 'product', id: 12, index: 3 });
    expect(parseMediaKey('brands/b7')).toEqual({ kind: 'brand', id: 7 });
    expect(parseMediaKey('categories/c3')).toEqual({ kind: 'category', id: 3 });
    expect(parseMediaKey('promotions/banner-2')).toEqual({ kind: 'promotion', id: 2 });
    // The key before banners lost their words (migration 0015), still served for old links.
    expect(parseMediaKey('promotions/promo-2')).toEqual({ kind: 'promotion', id: 2 });
    expect(parseMediaKey('products/p99999999999-1')).toBe('unknown');
    expect(parseMediaKey('products/./p1-1')).toBe('invalid');
  });

  it('rounds widths up to the next one it renders, at most 1280', () => {
    expect([
      mediaWidth('1'),
      mediaWidth('320'),
      mediaWidth('321'),
      mediaWidth('721'),
      mediaWidth('961'),
      mediaWidth('1e9'),
    ]).toEqual([160, 320, 480, 800, 1280, 1280]);
  });
});

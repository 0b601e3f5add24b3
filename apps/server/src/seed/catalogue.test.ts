import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { DEFAULT_PRODUCT_COUNT, parsePack, seedCatalogue } from './catalogue.js';

let database: Database;

async function rows<T>(db: Database, text: string): Promise<T[]> {
  return db.rawTransaction((tx) => tx.query<T>(text));
}

async function seeded(products?: number): Promise<Database> {
  const db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  await seedCatalogue(db, { dataDir: '/nonexistent-krishi-data', products });
  return db;
}

beforeAll(async () => {
  database = await seeded();
});

afterAll(async () => {
  await database.close();
});

describe('demo catalogue', () => {
  it('leaves the tables it wrote vacuumed and analysed, as no autovacuum on PGlite would', async () => {
    const tables = await rows<{ relname: string; vacuumed: boolean; analysed: boolean }>(
      database,
      `SELECT relname, last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analysed
         FROM pg_stat_user_tables WHERE relname IN ('products', 'variants', 'lots', 'catalogue_entries')`,
    );
    expect(tables).toHaveLength(4);
    for (const table of tables) expect(table).toMatchObject({ vacuumed: true, analysed: true });
  });

  it('has at least eight root categories, each with children in English and Kannada', async () => {
    const roots = await rows<{ name: { en: string; kn: string }; children: number }>(
      database,
      `SELECT r.name, (SELECT count(*)::int FROM categories c WHERE c.parent_id = r.id) AS children
       FROM categories r WHERE r.parent_id IS NULL`,
    );
    expect(roots.length).toBeGreaterThanOrEqual(8);
    for (const root of roots) {
      expect(root.children).toBeGreaterThan(0);
      expect(root.name.kn).toMatch(/[\u0C80-\u0CFF]/);
    }
    const names = roots.map((r) => r.name.en);
    expect(names).toEqual(expect.arrayContaining(['Seeds', 'Fertilizers', 'Pesticides', 'Irrigation']));
    const pesticides = await rows<{ en: string }>(
      database,
      `SELECT c.name->>'en' AS en FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.slug = 'pesticides'`,
    );
    expect(pesticides.map((c) => c.en)).toEqual(expect.arrayContaining(['Insecticides', 'Fungicides', 'Herbicides']));
  });

  it('has at least 25 brands across several states, each with a contact and the states it serves', async () => {
    const brands = await rows<{ state: string; pincode: string; care: string; served: string[]; image: string }>(
      database,
      'SELECT state, pincode, customer_care_number AS care, served_states AS served, image FROM sellers',
    );
    expect(brands.length).toBeGreaterThanOrEqual(25);
    expect(new Set(brands.map((b) => b.state)).size).toBeGreaterThanOrEqual(8);
    for (const b of brands) {
      expect(b.pincode).toMatch(/^\d{6}$/);
      expect(b.care).toMatch(/\d/);
      expect(b.served).toContain(b.state);
      expect(b.image).toMatch(/^brands\/b\d+$/);
    }
  });

  it(`writes ${DEFAULT_PRODUCT_COUNT} products by default, each with one to four variants`, async () => {
    const counts = await rows<{ n: number }>(
      database,
      'SELECT (SELECT count(*) FROM variants v WHERE v.product_id = p.id)::int AS n FROM products p',
    );
    expect(counts).toHaveLength(DEFAULT_PRODUCT_COUNT);
    expect(counts.every((c) => c.n >= 1 && c.n <= 4)).toBe(true);
    expect(counts.some((c) => c.n > 1)).toBe(true);
  });

  it('has products in English and Kannada with simple rich text', async () => {
    const products = await rows<
      Record<'title' | 'description' | 'application' | 'features' | 'dosage', { en: string; kn: string }>
    >(database, 'SELECT title, description, application, features, dosage FROM products');
    for (const p of products) {
      for (const field of [p.title, p.description, p.application, p.features, p.dosage]) {
        expect(field.en.length).toBeGreaterThan(0);
        expect(field.kn).toMatch(/[\u0C80-\u0CFF]/);
      }
      const tags = [p.description, p.application, p.features, p.dosage].flatMap((f) =>
        [...`${f.en}${f.kn}`.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]),
      );
      expect(new Set(tags)).toEqual(new Set(tags.filter((tag) => ['p', 'ul', 'li', 'strong'].includes(tag ?? ''))));
    }
  });

  it('prices in paise, with a sale price below the price on many variants and none on some', async () => {
    const variants = await rows<{ price: number; sale: number | null; name: { en: string; kn: string } }>(
      database,
      'SELECT price, sale_price AS sale, name FROM variants',
    );
    expect(variants.every((v) => v.price >= 1000 && v.price % 100 === 0)).toBe(true);
    const onSale = variants.filter((v) => v.sale !== null);
    expect(onSale.length).toBeGreaterThan(variants.length / 2);
    expect(onSale.length).toBeLessThan(variants.length);
    expect(onSale.every((v) => v.sale !== null && v.sale < v.price)).toBe(true);
    expect(variants.every((v) => v.name.en.length > 0 && /[\u0C80-\u0CFF]/.test(v.name.kn))).toBe(true);
  });

  it('leaves some variants and a few whole products out of stock', async () => {
    const [stock] = await rows<{ empty: number; soldOut: number; products: number }>(
      database,
      `SELECT (SELECT count(*)::int FROM variants WHERE inventory = 0) AS empty,
              (SELECT count(*)::int FROM products p WHERE NOT EXISTS
                 (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.inventory > 0)) AS "soldOut",
              (SELECT count(*)::int FROM products) AS products`,
    );
    expect(stock?.empty).toBeGreaterThan(0);
    expect(stock?.soldOut).toBeGreaterThan(0);
    expect(stock?.soldOut).toBeLessThan((stock?.products ?? 0) / 10);
  });

  it('spreads creation dates over past months', async () => {
    const [spread] = await rows<{ days: number; future: number }>(
      database,
      `SELECT count(DISTINCT date_trunc('day', created_at))::int AS days,
              count(*) FILTER (WHERE created_at > now())::int AS future FROM products`,
    );
    expect(spread?.days).toBeGreaterThan(60);
    expect(spread?.future).toBe(0);
  });

  it('has at least four promotions that lead to a storefront listing or search', async () => {
    const promotions = await rows<{ title: { en: string; kn: string }; image: string; url: string }>(
      database,
      'SELECT title, image_url AS image, on_click_url AS url FROM promotions',
    );
    expect(promotions.length).toBeGreaterThanOrEqual(4);
    for (const p of promotions) {
      expect(p.title.kn).toMatch(/[\u0C80-\u0CFF]/);
      expect(p.image).toMatch(/^promotions\/banner-\d+$/);
      expect(p.url).toMatch(/^\/(products\/[a-z0-9-]+\/\d+|search\?query=.+)$/);
    }
  });

  it('stores an image key for every picture, not a file', async () => {
    const [keys] = await rows<{ bad: number }>(
      database,
      `SELECT count(*)::int AS bad FROM products p
       WHERE cardinality(p.images) < 2 OR EXISTS (SELECT 1 FROM unnest(p.images) k WHERE k !~ ('^products/p' || p.id || '-\\d+$'))`,
    );
    expect(keys?.bad).toBe(0);
  });

  it('writes the same catalogue on every run, and a smaller run is the start of a larger one', async () => {
    const small = await seeded(40);
    const query = `SELECT p.id, p.title->>'en' AS title, p.seller_id, string_agg(v.price::text, ',' ORDER BY v.position) AS prices
                   FROM products p JOIN variants v ON v.product_id = p.id WHERE p.id <= 40 GROUP BY p.id ORDER BY p.id`;
    expect(await rows(small, query)).toEqual(await rows(database, query));
    await small.close();
  });
});

describe('pack sizes', () => {
  it('labels packs in both languages with a shipping size that grows with the pack', () => {
    const small = parsePack('100 ml@190');
    const large = parsePack('5 L@3300');
    expect(small.label).toEqual({ en: '100 ml', kn: '100 ಮಿ.ಲೀ' });
    expect(parsePack('50 kg@1350').label).toEqual({ en: '50 kg bag', kn: '50 ಕೆ.ಜಿ ಚೀಲ' });
    expect(parsePack('pack of 10@290').label).toEqual({ en: 'Pack of 10', kn: '10ರ ಪ್ಯಾಕ್' });
    expect(large.weightKg).toBeGreaterThan(small.weightKg);
    expect(large.dims[2]).toBeGreaterThan(small.dims[2]);
    expect(parsePack('50 kg@1350').weightKg).toBeGreaterThanOrEqual(50);
  });
});

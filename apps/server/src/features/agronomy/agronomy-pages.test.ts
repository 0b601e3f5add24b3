import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGRONOMY_PAGE_PRODUCTS, cropPageResponse, problemPageResponse, productResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ products: 400 });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The slugs of the terms the database links a product to. */
async function termsOf(productId: number): Promise<string[]> {
  const rows = await t.database.rawTransaction((tx) =>
    tx.query<{ slug: string }>(
      `SELECT t.slug FROM product_agronomy_terms pt JOIN agronomy_terms t ON t.id = pt.term_id WHERE pt.product_id = $1`,
      [productId],
    ),
  );
  return rows.map((r) => r.slug);
}

describe('a crop page', () => {
  it("groups paddy's products by need, seeds before nutrition before protection", async () => {
    const response = await get('/api/agronomy/crops/paddy');
    expect(response.statusCode).toBe(200);
    const page = cropPageResponse.parse(response.json());
    expect(page.crop).toMatchObject({ slug: 'paddy', kind: 'crop', name: { en: 'paddy', kn: 'ಭತ್ತ' } });
    const needs = page.groups.map((g) => g.need);
    expect(needs).toEqual(['seeds', 'nutrition', 'protection', 'tools'].filter((n) => needs.includes(n as never)));
    expect(needs).toContain('protection');
    for (const group of page.groups) {
      expect(group.products.length).toBe(Math.min(group.total, AGRONOMY_PAGE_PRODUCTS));
      for (const product of group.products) expect(await termsOf(product.id)).toContain('paddy');
    }
  });

  it('names what each protection product controls', async () => {
    const page = cropPageResponse.parse((await get('/api/agronomy/crops/paddy')).json());
    const protection = page.groups.find((g) => g.need === 'protection')!;
    for (const product of protection.products) {
      expect(product.controls.length).toBeGreaterThan(0);
      expect(await termsOf(product.id)).toEqual(expect.arrayContaining(product.controls));
    }
  });

  it('answers a crop it does not know, or a pest asked for as a crop, with 404', async () => {
    expect((await get('/api/agronomy/crops/no-such-crop')).statusCode).toBe(404);
    expect((await get('/api/agronomy/crops/whitefly')).statusCode).toBe(404);
  });

  it('refuses a slug that can be no term with 400', async () => {
    expect((await get('/api/agronomy/crops/Paddy%20Rice')).statusCode).toBe(400);
  });
});

describe('a pest, disease or weed page', () => {
  it('says what whitefly is in both languages and lists products that control it, with their doses', async () => {
    const response = await get('/api/agronomy/problems/whitefly');
    expect(response.statusCode).toBe(200);
    const page = problemPageResponse.parse(response.json());
    expect(page.problem).toMatchObject({ slug: 'whitefly', kind: 'pest', name: { kn: 'ಬಿಳಿನೊಣ' } });
    expect(page.problem.about?.en).toMatch(/\w/);
    expect(page.problem.about?.kn).toMatch(/[\u0C80-\u0CFF]/);
    expect(page.products.length).toBe(Math.min(page.total, AGRONOMY_PAGE_PRODUCTS));
    expect(page.products.length).toBeGreaterThan(0);
    for (const product of page.products) {
      expect(await termsOf(product.id)).toContain('whitefly');
      const { agronomy } = productResponse.parse((await get(`/api/eproduct/${product.id}`)).json()).data;
      expect([product.dosePerAcre, product.dosePerLitre]).toEqual([agronomy.dosePerAcre, agronomy.dosePerLitre]);
    }
    expect(page.products.some((product) => product.dosePerLitre !== null)).toBe(true);
  });

  it('names the crops its products are for, and each product its own', async () => {
    const page = problemPageResponse.parse((await get('/api/agronomy/problems/whitefly')).json());
    expect(page.crops).toContain('cotton');
    for (const product of page.products) expect(page.crops).toEqual(expect.arrayContaining(product.crops));
  });

  it('answers a weed and a disease as it does a pest', async () => {
    for (const slug of ['parthenium', 'koleroga']) {
      expect((await get(`/api/agronomy/problems/${slug}`)).statusCode).toBe(200);
    }
  });

  it('answers a crop asked for as a problem with 404', async () => {
    expect((await get('/api/agronomy/problems/paddy')).statusCode).toBe(404);
  });
});

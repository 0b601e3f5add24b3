import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponse, type Product } from '@krishi/contract';
import { and, eq, sql } from 'drizzle-orm';
import { agronomyTerms, categories, productAgronomyTerms, products, sellers, variants } from '../../db/schema.js';
import { queryRows } from '../../lib/sql.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

// A product's answer is kept built by the database (migration 0026): each test changes one thing
// an answer shows, the way an edit would, and finds it on the page with no answer left stale.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
});
afterAll(async () => {
  await t?.close();
});

async function productPage(id: number): Promise<Product> {
  // What the invalidation hook does after every catalogue write.
  t.app.catalogueCache.clear();
  const response = await t.app.inject({ method: 'GET', url: `/api/eproduct/${id}` });
  expect(response.statusCode).toBe(200);
  return productResponse.parse(response.json()).data;
}

async function anyProduct(): Promise<{ id: number; sellerId: number; categoryId: number }> {
  const [row] = await t.database.db
    .select({ id: products.id, sellerId: products.sellerId, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.status, 'ACTIVE'))
    .limit(1);
  return row!;
}

/** Products whose kept answer differs from one built afresh now. */
async function staleAnswers(): Promise<number[]> {
  const kept = await queryRows<{ id: number; body: string }>(
    t.database.db,
    sql`SELECT product_id AS id, body FROM product_answers ORDER BY product_id`,
  );
  await queryRows(t.database.db, sql`SELECT product_answers_write(ARRAY(SELECT id FROM products))`);
  const fresh = new Map(
    (
      await queryRows<{ id: number; body: string }>(
        t.database.db,
        sql`SELECT product_id AS id, body FROM product_answers`,
      )
    ).map((row) => [row.id, row.body]),
  );
  return kept.filter((row) => fresh.get(row.id) !== row.body).map((row) => row.id);
}

describe('a product page shows what was changed since', () => {
  it("shows the brand's new name", async () => {
    const product = await anyProduct();
    await t.database.db
      .update(sellers)
      .set({ name: { en: 'Renamed Brand', kn: 'ಹೊಸ ಬ್ರಾಂಡ್' } })
      .where(eq(sellers.id, product.sellerId));
    expect((await productPage(product.id)).seller.name).toEqual({ en: 'Renamed Brand', kn: 'ಹೊಸ ಬ್ರಾಂಡ್' });
    expect(await staleAnswers()).toEqual([]);
  });

  it("shows the category's new name", async () => {
    const product = await anyProduct();
    await t.database.db
      .update(categories)
      .set({ name: { en: 'Renamed Category', kn: 'ಹೊಸ ವರ್ಗ' } })
      .where(eq(categories.id, product.categoryId));
    expect((await productPage(product.id)).category.name).toEqual({ en: 'Renamed Category', kn: 'ಹೊಸ ವರ್ಗ' });
    expect(await staleAnswers()).toEqual([]);
  });

  it('shows a crop added to the product, and not one taken off', async () => {
    const product = await anyProduct();
    const [crop] = await t.database.db
      .select({ id: agronomyTerms.id, slug: agronomyTerms.slug })
      .from(agronomyTerms)
      .where(
        and(
          eq(agronomyTerms.kind, 'crop'),
          sql`${agronomyTerms.id} NOT IN (SELECT term_id FROM product_agronomy_terms WHERE product_id = ${product.id})`,
        ),
      )
      .limit(1);
    await t.database.db.insert(productAgronomyTerms).values({ productId: product.id, termId: crop!.id });
    expect((await productPage(product.id)).agronomy.crops).toContain(crop!.slug);
    await t.database.db
      .delete(productAgronomyTerms)
      .where(and(eq(productAgronomyTerms.productId, product.id), eq(productAgronomyTerms.termId, crop!.id)));
    expect((await productPage(product.id)).agronomy.crops).not.toContain(crop!.slug);
    expect(await staleAnswers()).toEqual([]);
  });

  it("shows a crop's or pest's new name", async () => {
    const product = await anyProduct();
    const [link] = await t.database.db
      .select({ termId: productAgronomyTerms.termId })
      .from(productAgronomyTerms)
      .where(eq(productAgronomyTerms.productId, product.id))
      .limit(1);
    await t.database.db
      .update(agronomyTerms)
      .set({ name: { en: 'Renamed Term', kn: 'ಹೊಸ ಹೆಸರು' } })
      .where(eq(agronomyTerms.id, link!.termId));
    const terms = (await productPage(product.id)).agronomyTerms;
    expect(terms.map((term) => term.name.en)).toContain('Renamed Term');
    expect(await staleAnswers()).toEqual([]);
  });

  it("shows the product's new description", async () => {
    const product = await anyProduct();
    await t.database.db
      .update(products)
      .set({ description: { en: 'A new description.', kn: 'ಹೊಸ ವಿವರಣೆ.' } })
      .where(eq(products.id, product.id));
    expect((await productPage(product.id)).description).toEqual({ en: 'A new description.', kn: 'ಹೊಸ ವಿವರಣೆ.' });
    expect(await staleAnswers()).toEqual([]);
  });

  it('shows a new rating in the review summary', async () => {
    const product = await anyProduct();
    await t.database.db
      .update(products)
      .set({ ratingCount: 2, ratingSum: 9, ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } })
      .where(eq(products.id, product.id));
    expect((await productPage(product.id)).reviewInfo).toMatchObject({ averageRating: 4.5, ratingCount: 2 });
    expect(await staleAnswers()).toEqual([]);
  });

  it('shows a new price', async () => {
    const product = await anyProduct();
    const [variant] = await t.database.db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, product.id))
      .limit(1);
    await t.database.db.update(variants).set({ salePrice: 34567 }).where(eq(variants.id, variant!.id));
    const shown = (await productPage(product.id)).variants.find((v) => v.id === variant!.id);
    expect(shown?.salePrice).toBe(34567);
  });

  it('answers 404 for a product taken off sale', async () => {
    const product = await anyProduct();
    await t.database.db.update(products).set({ status: 'INACTIVE' }).where(eq(products.id, product.id));
    t.app.catalogueCache.clear();
    const response = await t.app.inject({ method: 'GET', url: `/api/eproduct/${product.id}` });
    expect(response.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discountPercent,
  errorBody,
  productListResponse,
  shownPrice,
  type ProductFilters,
  type ProductListResponse,
  type ProductSort,
  type ProductSummary,
} from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { buyerWithCart, paidCheckout, createOrder, sellableVariant, type Sellable } from '../../test/buyers.js';

let t: TestApp;
/** Fewer products than a page holds: one page is the whole listing. */
const PRODUCTS = 80;

beforeAll(async () => {
  // The poll that catches other processes' changes never runs: a change shows after this
  // process's own cache clear, as an admin write or an order makes.
  t = await buildTestApp({ products: PRODUCTS, env: { CATALOGUE_POLL_MS: '3600000' } });
});
afterAll(async () => {
  await t?.close();
});

interface ListBody {
  filters?: ProductFilters | Record<string, unknown>;
  sort?: ProductSort | string;
  searchString?: string;
  categoryId?: number;
  facets?: boolean;
}

async function list(body: ListBody = {}): Promise<ProductListResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/eproduct/products?pageNum=0&pageSize=100',
    payload: { status: 'ACTIVE', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return productListResponse.parse(response.json());
}

async function refused(body: ListBody) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/eproduct/products?pageNum=0&pageSize=100',
    payload: { status: 'ACTIVE', ...body },
  });
  return { status: response.statusCode, body: errorBody.parse(response.json()) };
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return t.database.rawTransaction((tx) => tx.query<T>(sql, params));
}

/** Active product ids matching an SQL condition on `p`, sorted. */
async function productsWhere(condition: string, params: unknown[] = []): Promise<number[]> {
  const found = await rows<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.status = 'ACTIVE' AND (${condition}) ORDER BY p.id`,
    params,
  );
  return found.map((r) => r.id);
}

const ids = (page: ProductListResponse) => page.content.map((p) => p.id).sort((a, b) => a - b);
const lowestPrice = (p: ProductSummary) => Math.min(...p.variants.map(shownPrice));
const bestDiscount = (p: ProductSummary) => Math.max(0, ...p.variants.map(discountPercent));

const HAS_TERM = (kind: string) =>
  `EXISTS (SELECT 1 FROM product_agronomy_terms pt JOIN agronomy_terms a ON a.id = pt.term_id
     WHERE pt.product_id = p.id AND a.kind ${kind} AND a.slug = ANY ($1))`;
const CROP_IN = HAS_TERM(`= 'crop'`);
const PEST_IN = HAS_TERM(`<> 'crop'`);
const IN_STOCK = `EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.inventory > 0 AND v.is_product_available)`;

/** The crop (or pest) named on most products, and one named on few of them. */
async function termsByUse(kind: 'crop' | 'pest'): Promise<string[]> {
  const found = await rows<{ slug: string }>(
    `SELECT a.slug FROM agronomy_terms a JOIN product_agronomy_terms pt ON pt.term_id = a.id
       JOIN products p ON p.id = pt.product_id AND p.status = 'ACTIVE'
      WHERE a.kind ${kind === 'crop' ? `= 'crop'` : `<> 'crop'`}
      GROUP BY a.slug ORDER BY count(*) DESC, a.slug`,
  );
  return found.map((r) => r.slug);
}

/** Sellers by how many active products they have, most first. */
async function sellersByUse(): Promise<number[]> {
  const found = await rows<{ id: number }>(
    `SELECT seller_id AS id FROM products WHERE status = 'ACTIVE' GROUP BY seller_id ORDER BY count(*) DESC, seller_id`,
  );
  return found.map((r) => r.id);
}

/** Deliverable variants of `count` different products, each stocked. */
async function sellablesOfDistinctProducts(count: number): Promise<Sellable[]> {
  const found: Sellable[] = [];
  for (let skip = 0; found.length < count; skip++) {
    const item = await sellableVariant(t, 50, skip);
    if (!found.some((f) => f.productId === item.productId)) found.push(item);
  }
  return found;
}

/** Sets a product's rating summary, as accepted reviews do, and clears the cache as a review does. */
async function rate(productId: number, sum: number, count: number): Promise<void> {
  await rows('UPDATE products SET rating_sum = $1, rating_count = $2 WHERE id = $3', [sum, count, productId]);
  t.app.catalogueCache.clear();
}

describe('filters narrow a listing', () => {
  it('keeps the products of the ticked brands', async () => {
    const [first, second] = await sellersByUse();
    const page = await list({ filters: { brandIds: [first!, second!] } });
    expect(ids(page)).toEqual(await productsWhere('p.seller_id = ANY ($1)', [[first, second]]));
    expect(page.totalElements).toBeGreaterThan(0);
  });

  it('keeps the products with a variant a buyer pays a price within the range for', async () => {
    const filters = { minPrice: 20_000, maxPrice: 80_000 };
    const page = await list({ filters });
    const expected = await productsWhere(
      `EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND coalesce(v.sale_price, v.price) BETWEEN $1 AND $2)`,
      [filters.minPrice, filters.maxPrice],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(PRODUCTS);
    expect(ids(page)).toEqual(expected);
  });

  it('keeps the products for the ticked crops', async () => {
    const [crop] = await termsByUse('crop');
    const page = await list({ filters: { crops: [crop!] } });
    expect(page.totalElements).toBeGreaterThan(0);
    expect(ids(page)).toEqual(await productsWhere(CROP_IN, [[crop]]));
  });

  it('keeps the products that control the ticked pests, diseases or weeds', async () => {
    const [pest, other] = await termsByUse('pest');
    const page = await list({ filters: { pests: [pest!, other!] } });
    expect(page.totalElements).toBeGreaterThan(0);
    expect(ids(page)).toEqual(await productsWhere(PEST_IN, [[pest, other]]));
  });

  it('keeps the products in stock', async () => {
    const [product] = await productsWhere('true');
    await rows('UPDATE variants SET inventory = 0 WHERE product_id = $1', [product]);
    t.app.catalogueCache.clear();
    const page = await list({ filters: { inStock: true } });
    expect(ids(page)).not.toContain(product);
    expect(ids(page)).toEqual(await productsWhere(IN_STOCK));
  });

  it('keeps the products rated at least the stars asked for', async () => {
    const [a, b, c] = await productsWhere('true');
    await rate(a!, 9, 2);
    await rate(b!, 7, 2);
    await rate(c!, 4, 1);
    const page = await list({ filters: { minRating: 4 } });
    expect(ids(page)).toEqual([a!, c!].sort((x, y) => x - y));
  });

  it('keeps the products with at least the discount asked for on a variant', async () => {
    const page = await list({ filters: { minDiscount: 10 } });
    const expected = await productsWhere(
      `EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.sale_price < v.price
         AND round((v.price - v.sale_price) * 100.0 / v.price) >= 10)`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(page)).toEqual(expected);
    expect(page.content.every((p) => bestDiscount(p) >= 10)).toBe(true);
  });

  it('narrows by every filter at once', async () => {
    const [seller] = await sellersByUse();
    const crops = (await termsByUse('crop')).slice(0, 3);
    const page = await list({ filters: { brandIds: [seller!], crops, inStock: true } });
    const expected = await productsWhere(`p.seller_id = $2 AND ${CROP_IN} AND ${IN_STOCK}`, [crops, seller]);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(page)).toEqual(expected);
  });

  it('narrows a category listing and a search too', async () => {
    const [seller] = await sellersByUse();
    const [{ id: categoryId }] = (await rows<{ id: number }>(
      `SELECT category_id AS id FROM products WHERE status = 'ACTIVE' AND seller_id = $1 LIMIT 1`,
      [seller],
    )) as [{ id: number }];
    const inCategory = await list({ categoryId, filters: { brandIds: [seller!] } });
    expect(inCategory.content.every((p) => p.sellerId === seller && p.categoryId === categoryId)).toBe(true);
    expect(inCategory.totalElements).toBeGreaterThan(0);

    const searched = await list({ searchString: 'seed', filters: { inStock: true } });
    const unfiltered = await list({ searchString: 'seed' });
    const stocked = new Set(await productsWhere(IN_STOCK));
    expect(ids(searched)).toEqual(ids(unfiltered).filter((id) => stocked.has(id)));
  });

  it('matches nothing for a brand or slug that does not exist, without an error', async () => {
    expect((await list({ filters: { brandIds: [999_999] } })).totalElements).toBe(0);
    expect((await list({ filters: { crops: ['no-such-crop'] } })).totalElements).toBe(0);
    expect((await list({ filters: { pests: ['no-such-pest'] } })).totalElements).toBe(0);
  });
});

describe('sorts', () => {
  const isOrdered = (values: number[], direction: 1 | -1) =>
    values.every((v, i) => i === 0 || direction * (v - values[i - 1]!) >= 0);

  it('by the lowest price a buyer pays, both ways', async () => {
    const up = await list({ sort: 'price_asc' });
    const down = await list({ sort: 'price_desc' });
    expect(up.totalElements).toBe(PRODUCTS);
    expect(isOrdered(up.content.map(lowestPrice), 1)).toBe(true);
    expect(isOrdered(down.content.map(lowestPrice), -1)).toBe(true);
    expect(up.content[0]!.id).not.toBe(down.content[0]!.id);
  });

  it('newest first, as with no sort and as relevance of a listing', async () => {
    const plain = await list();
    expect((await list({ sort: 'newest' })).content.map((p) => p.id)).toEqual(plain.content.map((p) => p.id));
    expect((await list({ sort: 'relevance' })).content.map((p) => p.id)).toEqual(plain.content.map((p) => p.id));
  });

  it("keeps a search's ranking for relevance and reorders it for another sort", async () => {
    const ranked = await list({ searchString: 'seed' });
    expect((await list({ searchString: 'seed', sort: 'relevance' })).content).toEqual(ranked.content);
    const cheapest = await list({ searchString: 'seed', sort: 'price_asc' });
    expect(ids(cheapest)).toEqual(ids(ranked));
    expect(isOrdered(cheapest.content.map(lowestPrice), 1)).toBe(true);
  });

  it('by the best discount', async () => {
    const page = await list({ sort: 'discount' });
    expect(bestDiscount(page.content[0]!)).toBeGreaterThan(0);
    expect(isOrdered(page.content.map(bestDiscount), -1)).toBe(true);
  });

  it('by average rating, then by how many rated', async () => {
    const [a, b, c, d] = (await productsWhere('true')).slice(-4);
    await rate(a!, 7, 2); // 3.5
    await rate(b!, 9, 2); // 4.5
    await rate(c!, 4, 1); // 4.0 by one
    await rate(d!, 12, 3); // 4.0 by three
    const page = await list({ sort: 'rating', filters: { minRating: 3 } });
    const order = page.content.map((p) => p.id);
    expect(order.indexOf(b!)).toBeLessThan(order.indexOf(d!));
    expect(order.indexOf(d!)).toBeLessThan(order.indexOf(c!));
    expect(order.indexOf(c!)).toBeLessThan(order.indexOf(a!));
  });

  it('by units ordered in the last 30 days, older orders left out', async () => {
    const [old, most, fewer] = await sellablesOfDistinctProducts(3);
    const order = async (item: Sellable, quantity: number) => {
      const buyer = await buyerWithCart(t, item, quantity);
      const created = await createOrder(t, buyer, await paidCheckout(t, buyer));
      expect(created.statusCode, created.body).toBe(200);
    };
    await order(old, 9);
    await rows(`UPDATE orders SET created_at = now() - interval '31 days'`);
    await order(most, 3);
    await order(fewer, 2);

    const page = await list({ sort: 'popular' });
    expect(page.content.slice(0, 2).map((p) => p.id)).toEqual([most.productId, fewer.productId]);
    // Products no one ordered lately follow, newest first.
    const rest = page.content.slice(2).map((p) => p.id);
    const newestFirst = (await list()).content.map((p) => p.id).filter((id) => rest.includes(id));
    expect(rest).toEqual(newestFirst);
  });

  it('refuses a sort it does not know', async () => {
    expect(await refused({ sort: 'cheapest' })).toMatchObject({ status: 400, body: { code: 'invalidSort' } });
  });
});

describe('facets', () => {
  it('count every value over the whole listing when nothing is ticked', async () => {
    const page = await list();
    expect(page.facets).toBeDefined();
    const facets = page.facets!;
    expect(facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(page.totalElements);
    const [crop] = await termsByUse('crop');
    expect(facets.crops.find((c) => c.slug === crop)?.count).toBe((await productsWhere(CROP_IN, [[crop]])).length);
    expect(facets.inStock.count).toBe((await productsWhere(IN_STOCK)).length);
    const prices = page.content.map(lowestPrice);
    expect(facets.price.min).toBe(Math.min(...prices));
    expect(facets.discount.map((d) => d.minDiscount)).toEqual([10, 25, 50]);
    expect(facets.rating.map((r) => r.minRating)).toEqual([4, 3, 2]);
  });

  it('count each facet under the other filters but not its own', async () => {
    const [seller, other] = await sellersByUse();
    const [crop] = await termsByUse('crop');
    const { facets } = await list({ filters: { brandIds: [seller!], inStock: true } });
    // Another brand counts its products in stock: what ticking it would add.
    expect(facets!.brands.find((b) => b.id === other)?.count).toBe(
      (await productsWhere(`p.seller_id = $1 AND ${IN_STOCK}`, [other])).length,
    );
    // A crop counts the ticked brand's products in stock.
    const forCrop = await productsWhere(`p.seller_id = $2 AND ${IN_STOCK} AND ${CROP_IN}`, [[crop], seller]);
    expect(facets!.crops.find((c) => c.slug === crop)?.count ?? 0).toBe(forCrop.length);
    // In stock counts the brand's products, in stock or not.
    expect(facets!.inStock.count).toBe((await productsWhere(`p.seller_id = $1 AND ${IN_STOCK}`, [seller])).length);
  });

  it('leave out values no product has', async () => {
    const [crop] = await termsByUse('crop');
    const { facets } = await list({ filters: { crops: [crop!] } });
    const sellers = await rows<{ id: number }>(
      `SELECT DISTINCT p.seller_id AS id FROM products p WHERE p.status = 'ACTIVE' AND ${CROP_IN} ORDER BY 1`,
      [[crop]],
    );
    expect(facets!.brands.map((b) => b.id).sort((a, b) => a - b)).toEqual(sellers.map((s) => s.id));
    expect(facets!.brands.every((b) => b.count > 0)).toBe(true);
    expect(facets!.pests.every((p) => p.count > 0)).toBe(true);
  });

  it('keep a ticked value with no product, so it can be unticked', async () => {
    const crops = await termsByUse('crop');
    const [pair] = await rows<{ seller: number; crop: string }>(
      `SELECT s.id AS seller, a.slug AS crop FROM sellers s CROSS JOIN agronomy_terms a
        WHERE a.slug = ANY ($1) AND a.kind = 'crop'
          AND EXISTS (SELECT 1 FROM products p WHERE p.seller_id = s.id AND p.status = 'ACTIVE')
          AND NOT EXISTS (SELECT 1 FROM products p JOIN product_agronomy_terms pt ON pt.product_id = p.id
                          WHERE p.seller_id = s.id AND p.status = 'ACTIVE' AND pt.term_id = a.id)
        ORDER BY s.id, a.slug LIMIT 1`,
      [crops],
    );
    const { facets, totalElements } = await list({ filters: { brandIds: [pair!.seller], crops: [pair!.crop] } });
    expect(totalElements).toBe(0);
    expect(facets!.brands.find((b) => b.id === pair!.seller)).toMatchObject({ count: 0 });
    expect(facets!.crops.find((c) => c.slug === pair!.crop)).toMatchObject({ count: 0 });
  });

  it('count discount and rating steps under the other filters', async () => {
    const page = await list({ filters: { minDiscount: 25 } });
    const all = await list();
    const tenOff = all.content.filter((p) => bestDiscount(p) >= 10).length;
    expect(page.facets!.discount.find((d) => d.minDiscount === 10)?.count).toBe(tenOff);
    expect(page.totalElements).toBe(page.facets!.discount.find((d) => d.minDiscount === 25)?.count);
  });
});

describe('an answer without facets', () => {
  it('leaves the counts out when the body says facets: false, and lists the same page', async () => {
    const counted = await list({ searchString: 'seeds' });
    const plain = await list({ searchString: 'seeds', facets: false });
    expect(counted.facets).toBeDefined();
    expect(plain.facets).toBeUndefined();
    expect(plain.content.map((p) => p.id)).toEqual(counted.content.map((p) => p.id));
  });

  it('still narrows and sorts when asked to', async () => {
    const plain = await list({ filters: { inStock: true }, sort: 'price_asc', facets: false });
    const counted = await list({ filters: { inStock: true }, sort: 'price_asc' });
    expect(plain.facets).toBeUndefined();
    expect(plain.content.map((p) => p.id)).toEqual(counted.content.map((p) => p.id));
  });
});

describe('bad filters are refused with a code', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a reversed price range', { minPrice: 5000, maxPrice: 100 }, 'priceRangeReversed'],
    ['a negative price', { minPrice: -1 }, 'invalidPrice'],
    ['a price in rupees with paise', { maxPrice: 10.5 }, 'invalidPrice'],
    ['a rating of six stars', { minRating: 6 }, 'invalidRating'],
    ['a discount of 100 percent', { minDiscount: 100 }, 'invalidDiscount'],
    ['half a star', { minRating: 3.5 }, 'invalidRating'],
    ['a discount in words', { minDiscount: 'ten' }, 'invalidDiscount'],
    ['a crop that is no slug', { crops: ['Paddy Rice!'] }, 'invalidInput'],
    ['too many brands', { brandIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'tooManyFilterValues'],
    ['too many crops', { crops: Array.from({ length: 51 }, (_, i) => `crop-${i}`) }, 'tooManyFilterValues'],
    ['a brand id that is no id', { brandIds: ['abc'] }, 'invalidId'],
  ])('%s', async (_, filters, code) => {
    expect(await refused({ filters })).toMatchObject({ status: 400, body: { code } });
  });
});

describe('cached answers', () => {
  it('never answer a filtered request with an unfiltered page, nor the other way', async () => {
    const [seller] = await sellersByUse();
    const all = await list({ sort: 'newest' });
    const narrowed = await list({ sort: 'newest', filters: { brandIds: [seller!] } });
    expect(narrowed.totalElements).toBeLessThan(all.totalElements);
    expect((await list({ sort: 'newest' })).totalElements).toBe(all.totalElements);
    expect((await list({ sort: 'newest', filters: { brandIds: [seller!] } })).totalElements).toBe(
      narrowed.totalElements,
    );
  });
});

describe('filters follow changes to price, stock and rating', () => {
  it('a new sale price moves a product into a price range', async () => {
    const [product] = (await productsWhere('true')).slice(5, 6);
    const filters = { minPrice: 1, maxPrice: 2 };
    expect(ids(await list({ filters }))).not.toContain(product);
    await rows('UPDATE variants SET sale_price = 2 WHERE product_id = $1', [product]);
    t.app.catalogueCache.clear();
    expect(ids(await list({ filters }))).toEqual([product]);
  });

  it("a new price shows in the next answer's price facet and sorted order, without filters", async () => {
    const [product] = (await productsWhere('true')).slice(7, 8);
    const before = await list({ sort: 'price_desc' });
    const highest = before.facets!.price.max!;
    expect(before.content[0]!.id).not.toBe(product);
    await rows('UPDATE variants SET price = $2, sale_price = NULL WHERE product_id = $1', [product, highest + 100]);
    t.app.catalogueCache.clear();
    expect((await list()).facets!.price.max).toBe(highest + 100);
    expect((await list({ sort: 'price_desc' })).content[0]!.id).toBe(product);
  });

  it('a renamed brand shows its new name in the brand facet', async () => {
    const [seller] = await sellersByUse();
    await rows(`UPDATE sellers SET name = '{"en": "Renamed Agro", "kn": "ಹೊಸ ಹೆಸರು"}' WHERE id = $1`, [seller]);
    t.app.catalogueCache.clear();
    const { facets } = await list();
    expect(facets!.brands.find((b) => b.id === seller)?.name).toEqual({ en: 'Renamed Agro', kn: 'ಹೊಸ ಹೆಸರು' });
  });

  it('a review moves a product into a rating filter', async () => {
    const [product] = (await productsWhere('true')).slice(6, 7);
    expect(ids(await list({ filters: { minRating: 5 } }))).not.toContain(product);
    await rate(product!, 5, 1);
    expect(ids(await list({ filters: { minRating: 5 } }))).toContain(product);
  });
});

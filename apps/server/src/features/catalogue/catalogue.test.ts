import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  categoriesResponse,
  productListResponse,
  productResponse,
  promotionsResponse,
  sellersResponse,
  type Category,
  type ProductListResponse,
} from '@krishi/contract';
import { eq } from 'drizzle-orm';
import { categories, products, variants } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { catalogueRefreshes } from '../../test/catalogue-refreshes.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ products: 120 });
});
afterAll(async () => {
  await t?.close();
});

async function list(body: object, query = 'pageNum=0&pageSize=40'): Promise<ProductListResponse> {
  const response = await t.app.inject({ method: 'POST', url: `/api/eproduct/products?${query}`, payload: body });
  expect(response.statusCode).toBe(200);
  return productListResponse.parse(response.json());
}

async function rootCategories(): Promise<Category[]> {
  const response = await t.app.inject({ method: 'POST', url: '/api/ecategory/storeFrontcategories', payload: {} });
  expect(response.statusCode).toBe(200);
  return categoriesResponse.parse(response.json()).rootCategories;
}

describe('store-front categories', () => {
  it('lists the root categories, each with its children', async () => {
    const roots = await rootCategories();
    expect(roots.length).toBeGreaterThanOrEqual(8);
    expect(roots.some((c) => c.childCategories.length > 0)).toBe(true);
  });

  it('lists only the children of parentId', async () => {
    const parent = (await rootCategories()).find((c) => c.childCategories.length > 0)!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ecategory/storeFrontcategories',
      payload: { status: 'ACTIVE', parentId: parent.id },
    });
    const children = categoriesResponse.parse(response.json()).rootCategories;
    expect(children.map((c) => c.id)).toEqual(parent.childCategories.map((c) => c.id));
  });
});

describe('product list', () => {
  it('pages through every active product newest first, with totals', async () => {
    const first = await list({ status: 'ACTIVE' }, 'pageNum=0&pageSize=50');
    expect(first.totalElements).toBe(120);
    expect(first.totalPages).toBe(3);
    expect(first.content).toHaveLength(50);
    const last = await list({ status: 'ACTIVE' }, 'pageNum=2&pageSize=50');
    expect(last.content).toHaveLength(20);
    const ids = new Set([...first.content, ...last.content].map((p) => p.id));
    expect(ids.size).toBe(70);
  });

  it('answers a page past the end with no products and the true totals', async () => {
    const page = await list({}, 'pageNum=500&pageSize=40');
    expect(page).toEqual({ content: [], totalPages: 3, totalElements: 120, facets: expect.any(Object) });
  });

  it('lists newest first', async () => {
    const rows = await t.database.db.select({ id: products.id, createdAt: products.createdAt }).from(products);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0]!;
    expect((await list({})).content[0]!.id).toBe(newest.id);
  });

  it('shows a root category with the products of its child categories', async () => {
    const parent = (await rootCategories()).find((c) => c.childCategories.length > 1)!;
    const childIds = new Set(parent.childCategories.map((c) => c.id));
    const page = await list({ categoryId: parent.id }, 'pageNum=0&pageSize=100');
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content.every((p) => childIds.has(p.categoryId) || p.categoryId === parent.id)).toBe(true);
    let sum = 0;
    for (const child of parent.childCategories) sum += (await list({ categoryId: child.id })).totalElements;
    expect(page.totalElements).toBe(sum);
  });

  it('filters by seller', async () => {
    const sellerId = (await list({})).content[0]!.sellerId;
    const page = await list({ sellerId }, 'pageNum=0&pageSize=100');
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content.every((p) => p.sellerId === sellerId)).toBe(true);
  });

  it("treats searchString 'Latest' as the newest products", async () => {
    const latest = await list({ status: 'ACTIVE', searchString: 'Latest' }, 'pageNum=0&pageSize=10');
    const plain = await list({ status: 'ACTIVE' }, 'pageNum=0&pageSize=10');
    expect(latest).toEqual(plain);
  });

  it('gives every card its variants with prices in paise', async () => {
    const card = (await list({})).content.find((p) => p.variants.length > 0)!;
    expect(Number.isInteger(card.variants[0]!.price)).toBe(true);
  });
});

describe('one product', () => {
  it('returns the product with variants, seller, category and review summary', async () => {
    const id = (await list({})).content[0]!.id;
    const response = await t.app.inject({ method: 'GET', url: `/api/eproduct/${id}` });
    expect(response.statusCode).toBe(200);
    const { data } = productResponse.parse(response.json());
    expect(data.id).toBe(id);
    expect(data.seller.id).toBe(data.sellerId);
    expect(data.category.id).toBe(data.categoryId);
    expect(Object.keys(data.reviewInfo.ratingCounts).sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('answers an unknown id with 404 and the spec message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/eproduct/987654' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Error fetching product with ID 987654' });
  });

  it('gives each of many buyers asking at once their own product, and 404 for an unknown one', async () => {
    const ids = (await list({ status: 'ACTIVE' }, 'pageNum=0&pageSize=30')).content.map((p) => p.id);
    const asked = [...ids, 987654, ...ids.slice(0, 5)];
    const responses = await Promise.all(asked.map((id) => t.app.inject({ method: 'GET', url: `/api/eproduct/${id}` })));
    expect(
      responses.map((r) => (r.statusCode === 200 ? productResponse.parse(r.json()).data.id : r.statusCode)),
    ).toEqual(asked.map((id) => (id === 987654 ? 404 : id)));
  });

  it("shows a product's variants as its card in the list shows them", async () => {
    const card = (await list({ status: 'ACTIVE' })).content.find((p) => p.variants.length > 1)!;
    const response = await t.app.inject({ method: 'GET', url: `/api/eproduct/${card.id}` });
    expect(productResponse.parse(response.json()).data.variants).toEqual(card.variants);
  });
});

describe('brands, promotions', () => {
  it('pages the brand tiles 9 at a time', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/seller/getStoreFrontSellers',
      payload: { status: 'ACTIVE', pageNum: 0, pageSize: 9 },
    });
    const page = sellersResponse.parse(response.json());
    expect(page.content).toHaveLength(9);
    expect(page.totalElements).toBeGreaterThanOrEqual(25);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 9));
  });

  it('lists at least four promotions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/promotion/get-all' });
    expect(promotionsResponse.parse(response.json()).data.length).toBeGreaterThanOrEqual(4);
  });
});

describe('caching', () => {
  it('revalidates with the ETag: a match gets 304 and no body', async () => {
    const url = '/api/eproduct/products?pageNum=0&pageSize=40';
    const first = await t.app.inject({ method: 'POST', url, payload: {} });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const again = await t.app.inject({ method: 'POST', url, payload: {}, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends brotli or gzip bytes that decode to the same JSON', async () => {
    const url = '/api/eproduct/products?pageNum=0&pageSize=40';
    const plain = await t.app.inject({ method: 'POST', url, payload: {} });
    const br = await t.app.inject({ method: 'POST', url, payload: {}, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'POST', url, payload: {}, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('shows a changed price on the product card once the invalidation hook runs', async () => {
    const card = (await list({})).content.find((p) => p.variants.length > 0)!;
    const variantId = card.variants[0]!.id;
    await t.database.db.update(variants).set({ salePrice: 12345 }).where(eq(variants.id, variantId));
    t.app.catalogueCache.clear();
    const again = (await list({})).content.find((p) => p.id === card.id)!;
    expect(again.variants.find((v) => v.id === variantId)!.salePrice).toBe(12345);
  });

  it('shows a price changed by another server within seconds, without the invalidation hook', async () => {
    const card = (await list({})).content.find((p) => p.variants.length > 0)!;
    const variantId = card.variants[0]!.id;
    await t.database.db.update(variants).set({ salePrice: 23456 }).where(eq(variants.id, variantId));
    await vi.waitFor(
      async () => {
        const again = (await list({})).content.find((p) => p.id === card.id)!;
        expect(again.variants.find((v) => v.id === variantId)!.salePrice).toBe(23456);
      },
      { timeout: 6000, interval: 250 },
    );
  });

  /** A product written straight to the database, as an operator's tool would, then the invalidation hook. */
  async function addProduct(title: { en: string; kn: string }, hook = true) {
    const [template] = await t.database.db.select().from(products).limit(1);
    const [added] = await t.database.db
      .insert(products)
      .values({ ...template!, id: undefined, createdAt: new Date(), title })
      .returning();
    if (hook) t.app.catalogueCache.clear();
    return added!;
  }

  it('lists and finds a new product by patching the catalogue it holds, not reading it all again', async () => {
    await list({});
    const [loads, patches] = [await catalogueRefreshes(t, 'load'), await catalogueRefreshes(t, 'patch')];
    const added = await addProduct({ en: 'Cormorant Ridge Gourd Seeds', kn: 'ಹೀರೆಕಾಯಿ ಬೀಜ' });

    expect((await list({})).content[0]!.id).toBe(added.id);
    expect((await list({ searchString: 'cormorant' })).content.map((p) => p.id)).toEqual([added.id]);
    expect(await catalogueRefreshes(t, 'load')).toBe(loads);
    expect(await catalogueRefreshes(t, 'patch')).toBeGreaterThan(patches);
  });

  it("finds a category's products by its new name, without the catalogue being read again", async () => {
    const { categoryId } = (await list({})).content[0]!;
    const inCategory = await list({ categoryId }, 'pageNum=0&pageSize=100');
    expect((await list({ searchString: 'quetzal' })).totalElements).toBe(0);
    const loads = await catalogueRefreshes(t, 'load');

    await t.database.db
      .update(categories)
      .set({ name: { en: 'Quetzal Plants', kn: 'ಕ್ವೆಟ್ಜಲ್' } })
      .where(eq(categories.id, categoryId));
    t.app.catalogueCache.clear();

    const found = await list({ searchString: 'quetzal' }, 'pageNum=0&pageSize=100');
    expect(found.content.map((p) => p.id).sort()).toEqual(inCategory.content.map((p) => p.id).sort());
    expect(await catalogueRefreshes(t, 'load')).toBe(loads);
  });

  it('no longer lists, finds or shows a product an operator takes off the shelf', async () => {
    const added = await addProduct({ en: 'Pelican Bitter Gourd Seeds', kn: 'ಹಾಗಲಕಾಯಿ ಬೀಜ' });
    const before = await list({});
    expect((await list({ searchString: 'pelican' })).content.map((p) => p.id)).toEqual([added.id]);

    await t.database.db.update(products).set({ status: 'INACTIVE' }).where(eq(products.id, added.id));
    t.app.catalogueCache.clear();

    const after = await list({});
    expect(after.totalElements).toBe(before.totalElements - 1);
    expect(after.content.map((p) => p.id)).not.toContain(added.id);
    const brands = (listing: ProductListResponse) => listing.facets?.brands.map((b) => b.id).sort((a, b) => a - b);
    expect(brands(after)).toEqual(brands(before));
    expect((await list({ searchString: 'pelican' })).content).toEqual([]);
    expect((await t.app.inject({ url: `/api/eproduct/${added.id}` })).statusCode).toBe(404);
  });

  it('finds a renamed product by its new name and no longer by its old one', async () => {
    const added = await addProduct({ en: 'Heron Cluster Beans', kn: 'ಗೋರಿಕಾಯಿ' });
    expect((await list({ searchString: 'heron' })).content.map((p) => p.id)).toEqual([added.id]);

    await t.database.db
      .update(products)
      .set({ title: { en: 'Egret Cluster Beans', kn: 'ಗೋರಿಕಾಯಿ' } })
      .where(eq(products.id, added.id));
    t.app.catalogueCache.clear();

    expect((await list({ searchString: 'egret' })).content.map((p) => p.id)).toEqual([added.id]);
    expect((await list({ searchString: 'heron' })).content).toEqual([]);
  });

  it.runIf(process.env.DATABASE_URL)(
    'finds a product renamed by a transaction that was still open when the server last looked',
    async () => {
      const added = await addProduct({ en: 'Bittern Ash Gourd Seeds', kn: 'ಬೂದುಗುಂಬಳ ಬೀಜ' });
      expect((await list({ searchString: 'bittern' })).content.map((p) => p.id)).toEqual([added.id]);

      await t.database.rawTransaction(async (tx) => {
        await tx.query(
          `UPDATE products SET title = '{"en": "Avocet Ash Gourd Seeds", "kn": "ಬೂದುಗುಂಬಳ"}' WHERE id = $1`,
          [added.id],
        );
        // The server looks while the rename is not yet committed: it must look again later.
        t.app.catalogueCache.clear();
        expect((await list({ searchString: 'avocet' })).content).toEqual([]);
      });
      t.app.catalogueCache.clear();

      expect((await list({ searchString: 'avocet' })).content.map((p) => p.id)).toEqual([added.id]);
      expect((await list({ searchString: 'bittern' })).content).toEqual([]);
    },
  );

  it('shows a product added by another server within seconds, without the invalidation hook', async () => {
    const added = await addProduct({ en: 'Kestrel Snake Gourd Seeds', kn: 'ಪಡವಲಕಾಯಿ ಬೀಜ' }, false);
    await vi.waitFor(
      async () => expect((await list({ searchString: 'kestrel' })).content.map((p) => p.id)).toEqual([added.id]),
      { timeout: 6000, interval: 250 },
    );
  });

  it('shows a new product to every buyer asking after the invalidation hook, those asking while the index reloads too', async () => {
    const added = await addProduct({ en: 'Kingfisher Okra Seeds', kn: 'ಬೆಂಡೆ ಬೀಜ' });

    const pages = await Promise.all(
      ['pageSize=40', 'pageSize=39', 'pageSize=38'].map((size) => list({}, `pageNum=0&${size}`)),
    );
    expect(pages.map((page) => page.content[0]!.id)).toEqual([added.id, added.id, added.id]);
  });

  it('shows a new product in lists and search once the invalidation hook runs', async () => {
    const before = await list({});
    const added = await addProduct({ en: 'Zebrafinch Marigold Seeds', kn: 'ಚೆಂಡು ಹೂವಿನ ಬೀಜ' });

    const after = await list({});
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(after.content[0]!.id).toBe(added.id);
    const found = await list({ searchString: 'zebrafinch' }, 'pageNum=0&pageSize=4');
    expect(found.content.map((p) => p.id)).toEqual([added.id]);
  });
});

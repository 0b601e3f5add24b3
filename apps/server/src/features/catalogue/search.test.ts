import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse, type ProductListResponse } from '@krishi/contract';
import { categories, products, sellers, variants } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
const id: Record<string, number> = {};

/** A small catalogue whose every title, brand and category a test below refers to. */
async function insertCatalogue() {
  const { db } = t.database;
  const [fertilizers] = await db
    .insert(categories)
    .values({ name: { en: 'Fertilizers', kn: 'ರಸಗೊಬ್ಬರಗಳು' }, slug: 'fertilizers' })
    .returning();
  const [manure] = await db
    .insert(categories)
    .values({ parentId: fertilizers!.id, name: { en: 'Organic Manure', kn: 'ಸಾವಯವ ಗೊಬ್ಬರ' }, slug: 'organic-manure' })
    .returning();
  const [insecticides] = await db
    .insert(categories)
    .values({ name: { en: 'Insecticides', kn: 'ಕೀಟನಾಶಕಗಳು' }, slug: 'insecticides' })
    .returning();
  const seller = async (en: string) =>
    (
      await db
        .insert(sellers)
        .values({
          name: { en },
          slug: en.toLowerCase().replaceAll(' ', '-'),
          businessName: en,
          customerCareNumber: '1800-200-3000',
          pincode: '560001',
          state: 'Karnataka',
        })
        .returning()
    )[0]!.id;
  const greenfield = await seller('Greenfield Agro');
  const house = await seller('Fertilizer House');

  const rows: Array<[string, string, { en: string; kn: string }, number, number, string]> = [
    [
      'nitro',
      'Nitro Fertilizer Granules',
      { en: 'Greenfield Agro', kn: 'ಗ್ರೀನ್‌ಫೀಲ್ಡ್ ಆಗ್ರೋ' },
      greenfield,
      manure!.id,
      '2025-01-01',
    ],
    [
      'booster',
      'Super Growth Booster',
      { en: 'Fertilizer House', kn: 'ಫರ್ಟಿಲೈಜರ್ ಹೌಸ್' },
      house,
      insecticides!.id,
      '2025-01-02',
    ],
    [
      'compost',
      'Cow Dung Compost',
      { en: 'Greenfield Agro', kn: 'ಗ್ರೀನ್‌ಫೀಲ್ಡ್ ಆಗ್ರೋ' },
      greenfield,
      manure!.id,
      '2025-01-03',
    ],
    [
      'imida',
      'Imidacloprid 17.8% SL',
      { en: 'Greenfield Agro', kn: 'ಗ್ರೀನ್‌ಫೀಲ್ಡ್ ಆಗ್ರೋ' },
      greenfield,
      insecticides!.id,
      '2025-01-04',
    ],
    [
      'neem',
      'Neem Oil 1500 ppm',
      { en: 'Greenfield Agro', kn: 'ಗ್ರೀನ್‌ಫೀಲ್ಡ್ ಆಗ್ರೋ' },
      greenfield,
      insecticides!.id,
      '2025-01-05',
    ],
    [
      'spreader',
      'Fertilizer Spreader',
      { en: 'Greenfield Agro', kn: 'ಗ್ರೀನ್‌ಫೀಲ್ಡ್ ಆಗ್ರೋ' },
      greenfield,
      insecticides!.id,
      '2025-01-06',
    ],
  ];
  rows.push([
    'aphidTrap',
    'Aphid Sticky Trap',
    { en: 'Greenfield Agro', kn: 'ಗ್ರೀನ್‌ಫೀಲ್ಡ್ ಆಗ್ರೋ' },
    greenfield,
    insecticides!.id,
    '2024-12-01',
  ]);
  const kannada: Record<string, string> = { neem: 'ಬೇವಿನ ಎಣ್ಣೆ', compost: 'ಸಗಣಿ ಗೊಬ್ಬರ' };
  const descriptions: Record<string, string> = { imida: '<p>Controls aphids, jassids and whiteflies.</p>' };
  for (const [key, title, brand, sellerId, categoryId, date] of rows) {
    const [row] = await db
      .insert(products)
      .values({
        sellerId,
        categoryId,
        name: title,
        title: { en: title, kn: kannada[key] ?? title },
        brand,
        description: { en: descriptions[key] ?? 'Description' },
        application: { en: 'Application' },
        features: { en: 'Features' },
        dosage: { en: '<p>Dosage</p>' },
        ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        createdAt: new Date(`${date}T00:00:00Z`),
      })
      .returning();
    id[key] = row!.id;
    await db
      .insert(variants)
      .values({ productId: row!.id, name: { en: '1 kg' }, price: 50000, salePrice: 45000, inventory: 5 });
  }
  id.fertilizers = fertilizers!.id;
  id.insecticides = insecticides!.id;
  t.app.catalogueCache.clear();
}

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await insertCatalogue();
});
afterAll(async () => {
  await t?.close();
});

async function search(searchString: string, pageSize = 20, extra: object = {}): Promise<ProductListResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/eproduct/products?pageNum=0&pageSize=${pageSize}`,
    payload: { status: 'ACTIVE', searchString, ...extra },
  });
  expect(response.statusCode).toBe(200);
  return productListResponse.parse(response.json());
}

const ids = (page: ProductListResponse) => page.content.map((p) => p.id);

describe('search', () => {
  it('ranks title matches first, then brand, then category, newest first within each', async () => {
    const page = await search('fertilizer');
    expect(ids(page)).toEqual([id.spreader, id.nitro, id.booster, id.compost]);
    expect(page.totalElements).toBe(4);
  });

  it("forgives a typo: 'fertilzer' finds the fertilizers", async () => {
    expect(ids(await search('fertilzer'))).toEqual([id.spreader, id.nitro, id.booster, id.compost]);
  });

  it("forgives a swapped pair: 'imidaclopird' finds imidacloprid", async () => {
    expect(ids(await search('imidaclopird'))).toEqual([id.imida]);
  });

  it('suggests while typing, from the first letters of a word', async () => {
    expect(ids(await search('imida', 4))).toEqual([id.imida]);
    expect(ids(await search('neem o', 4))[0]).toBe(id.neem);
  });

  it('suggests at most 4 but counts every match', async () => {
    const page = await search('greenfield', 4);
    expect(page.content).toHaveLength(4);
    expect(page.totalElements).toBe(6);
    expect(page.totalPages).toBe(2);
  });

  it('matches Kannada titles', async () => {
    expect(ids(await search('ಬೇವಿನ'))).toEqual([id.neem]);
  });

  it('matches Kannada category names, including a parent category', async () => {
    expect(ids(await search('ರಸಗೊಬ್ಬರ'))).toEqual([id.compost, id.nitro]);
  });

  it('matches brand names in either language', async () => {
    expect(ids(await search('ಫರ್ಟಿಲೈಜರ್ ಹೌಸ್'))).toEqual([id.booster]);
  });

  it('ranks products matching more of the query first, and a word that matches nothing does not empty it', async () => {
    expect(ids(await search('neem oil'))[0]).toBe(id.neem);
    expect(ids(await search('neem oil for'))[0]).toBe(id.neem);
    expect(ids(await search('neem qqxzv'))).toEqual([id.neem]);
    expect(ids(await search('neem compost')).sort()).toEqual([id.neem, id.compost].sort());
  });

  it('ranks a title match above a description match', async () => {
    const page = await search('aphids');
    expect(ids(page)).toEqual([id.aphidTrap, id.imida]);
  });

  it("finds romanised Kannada by its sound: 'bevina enne' finds ಬೇವಿನ ಎಣ್ಣೆ", async () => {
    const page = await search('bevina enne');
    expect(ids(page)[0]).toBe(id.neem);
  });

  it("finds a farmer's word through the synonym list, and says what it searched for", async () => {
    const page = await search('gobbara');
    expect(ids(page).sort()).toEqual([id.nitro, id.compost, id.booster, id.spreader].sort());
    expect(page.searchedFor).toBe('fertilizer');
  });

  it('says what it searched for when a typo was corrected', async () => {
    expect((await search('fertilzer granules')).searchedFor).toBe('fertilizer granules');
  });

  it('says nothing of what it searched for when the words were found as typed', async () => {
    expect((await search('neem oil')).searchedFor).toBeUndefined();
  });

  it('ignores case and punctuation', async () => {
    expect(ids(await search('  NEEM, Oil! '))).toEqual([id.neem]);
  });

  it('searches within a category when one is given', async () => {
    expect(ids(await search('greenfield', 20, { categoryId: id.fertilizers }))).toEqual([id.compost, id.nitro]);
  });

  it('answers text that matches nothing with an empty page and the categories to look in instead', async () => {
    const page = await search('qqqzzzxxx');
    expect(page).toMatchObject({ content: [], totalPages: 1, totalElements: 0 });
    expect(page.closest?.map((c) => c.id).sort()).toEqual([id.fertilizers, id.insecticides].sort());
  });

  it('offers the categories nearest a word that finds nothing', async () => {
    const page = await search('insekticydez');
    expect(page.content).toEqual([]);
    expect(page.closest?.[0]).toMatchObject({ kind: 'category', id: id.insecticides, name: { en: 'Insecticides' } });
  });

  it('runs no search for empty or whitespace-only text', async () => {
    const nothing = { content: [], totalPages: 1, totalElements: 0, facets: expect.objectContaining({ brands: [] }) };
    expect(await search('   ')).toEqual(nothing);
    expect(await search('')).toEqual(nothing);
  });

  it('finds a renamed product by its new title once the catalogue changes', async () => {
    const { db } = t.database;
    const { eq } = await import('drizzle-orm');
    await db
      .update(products)
      .set({ title: { en: 'Quinalphos 25% EC' } })
      .where(eq(products.id, id.booster!));
    t.app.catalogueCache.clear();
    expect(ids(await search('quinalphos'))).toEqual([id.booster]);
    expect(ids(await search('booster'))).toEqual([]);
  });
});

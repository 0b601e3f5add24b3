import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doseResponse, errorBody, productResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
/** An insecticide of 100 ml an acre (0.5 ml a litre), sprayed twice, sold in 100 ml, 500 ml and 1 L packs. */
let productId: number;
let crop: string;
const packs: Record<'ml100' | 'ml500' | 'litre', number> = { ml100: 0, ml500: 0, litre: 0 };

beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
  await t.database.rawTransaction(async (tx) => {
    const [product] = await tx.query<{ id: number }>(
      "SELECT id FROM products WHERE name = 'Imidacloprid 17.8% SL' ORDER BY id LIMIT 1",
    );
    productId = product!.id;
    await tx.query(
      `UPDATE products SET agronomy = agronomy || '{"dosePerAcre": {"amount": 100, "unit": "ml"},
         "dosePerLitre": {"amount": 0.5, "unit": "ml"}, "applications": 2}' WHERE id = $1`,
      [productId],
    );
    await tx.query('DELETE FROM variants WHERE product_id = $1', [productId]);
    const ids = await tx.query<{ id: number }>(
      `INSERT INTO variants (product_id, name, price, sale_price, inventory, pack_size, position) VALUES
         ($1, '{"en": "100 ml"}', 7000, 6000, 10, '{"amount": 100, "unit": "ml"}', 0),
         ($1, '{"en": "500 ml"}', 19000, NULL, 10, '{"amount": 500, "unit": "ml"}', 1),
         ($1, '{"en": "1 L"}', 40000, NULL, 1, '{"amount": 1, "unit": "L"}', 2)
       RETURNING id`,
      [productId],
    );
    [packs.ml100, packs.ml500, packs.litre] = ids.map((r) => r.id) as [number, number, number];
  });
  t.app.catalogueCache.clear();
  const product = productResponse.parse((await t.app.inject({ url: `/api/eproduct/${productId}` })).json()).data;
  crop = product.agronomy.crops[0]!;
});
afterAll(async () => {
  await t?.close();
});

const dose = (query: string, id = productId) =>
  t.app.inject({ method: 'GET', url: `/api/eproduct/${id}/dose?${query}` });

describe('GET /api/eproduct/{id}/dose', () => {
  it('answers the quantity for one application and the cheapest packs for all of them', async () => {
    const response = await dose(`crop=${crop}&acres=2.5`);

    expect(response.statusCode, response.body).toBe(200);
    // 250 ml an application, 500 ml for two: one 500 ml pack (₹190) beats five 100 ml (₹300).
    expect(doseResponse.parse(response.json())).toEqual({
      quantity: 250,
      unit: 'ml',
      applications: 2,
      packs: [{ variantId: packs.ml500, count: 1 }],
      totalPrice: 19_000,
    });
  });

  it('mixes pack sizes to cover the need at the lowest price, at sale prices', async () => {
    // 3.1 acres: 310 ml twice, 620 ml: 500 ml + 2 × 100 ml (₹190 + ₹120), not two 500 ml (₹380).
    const response = await dose(`crop=${crop}&acres=3.1`);

    expect(response.json()).toMatchObject({
      quantity: 310,
      packs: [
        { variantId: packs.ml100, count: 2 },
        { variantId: packs.ml500, count: 1 },
      ],
      totalPrice: 31_000,
    });
  });

  it('counts 16-litre sprayer tanks by the dose per litre', async () => {
    // 5 tanks × 16 L × 0.5 ml = 40 ml an application, 80 ml for two: one 100 ml pack.
    const response = await dose(`crop=${crop}&tanks=5`);

    expect(response.json()).toEqual({
      quantity: 40,
      unit: 'ml',
      applications: 2,
      packs: [{ variantId: packs.ml100, count: 1 }],
      totalPrice: 6_000,
    });
  });

  it('never uses a pack that is out of stock', async () => {
    await t.database.rawTransaction((tx) => tx.query('UPDATE variants SET inventory = 0 WHERE id = $1', [packs.ml500]));
    try {
      const response = await dose(`crop=${crop}&acres=2.5`);
      expect(response.json()).toMatchObject({ packs: [{ variantId: packs.ml100, count: 5 }], totalPrice: 30_000 });
    } finally {
      await t.database.rawTransaction((tx) =>
        tx.query('UPDATE variants SET inventory = 10 WHERE id = $1', [packs.ml500]),
      );
    }
  });

  it('refuses an area the stock cannot cover with a 409 and its code', async () => {
    // 80 acres: 16 L needed; the stock holds 1 + 5 + 1 = 7 L.
    const response = await dose(`crop=${crop}&acres=80`);

    expect(response.statusCode).toBe(409);
    expect(errorBody.parse(response.json()).code).toBe('doseStockShort');
  });

  it('refuses a crop the product is not for', async () => {
    const response = await dose('crop=not-a-crop-of-it&acres=1');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'doseCropNotListed', params: { crop: 'not-a-crop-of-it' } });
  });

  it.each([
    ['no area', `crop=paddy`, 'doseAreaRequired'],
    ['both acres and tanks', `crop=paddy&acres=1&tanks=2`, 'doseAreaRequired'],
    ['a negative area', `crop=paddy&acres=-2`, 'doseAcresInvalid'],
    ['an area that is not a number', `crop=paddy&acres=two`, 'doseAcresInvalid'],
    ['too large an area', `crop=paddy&acres=5000`, 'doseAcresInvalid'],
    ['half a tank', `crop=paddy&tanks=1.5`, 'doseTanksInvalid'],
    ['a crop that is no slug', `crop=Paddy%20Field&acres=1`, 'doseCropInvalid'],
  ])('refuses %s with a 400 and its code', async (_, query, code) => {
    const response = await dose(query);

    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).code).toBe(code);
  });

  it('answers 404 doseNotAvailable for a product without a dose', async () => {
    const [sprayer] = await t.database.rawTransaction((tx) =>
      tx.query<{ id: number }>(
        "SELECT id FROM products WHERE agronomy->'dosePerAcre' = 'null' AND agronomy->'dosePerLitre' = 'null' ORDER BY id LIMIT 1",
      ),
    );
    const response = await dose('crop=paddy&acres=1', sprayer!.id);

    expect(response.statusCode).toBe(404);
    expect(errorBody.parse(response.json()).code).toBe('doseNotAvailable');
  });

  it('answers 404 productNotFound for a product that does not exist', async () => {
    const response = await dose('crop=paddy&acres=1', 99_999_999);

    expect(response.statusCode).toBe(404);
    expect(errorBody.parse(response.json()).code).toBe('productNotFound');
  });
});

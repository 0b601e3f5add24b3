import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductChangedResponse,
  adminProductResponse,
  adminSellerChangedResponse,
  adminSellerSavedResponse,
  productResponse,
  type ProductCreateBody,
  type ProductLabelInput,
} from '@krishi/contract';
import type { TestApp } from '../../test/helper.js';
import { adminCatalogueApp, api, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;
/** A leaf of the pesticides, one of the seeds, and one of a category no licence covers. */
const leaf = { pesticides: 0, seeds: 0, tools: 0 };

beforeAll(async () => {
  ({ t, admin } = await adminCatalogueApp(10));
  const rows = await t.database.rawTransaction((tx) =>
    tx.query<{ root: string; id: number }>(
      `SELECT DISTINCT ON (r.slug) r.slug AS root, c.id FROM categories c JOIN categories r ON r.id = c.parent_id
       WHERE r.parent_id IS NULL ORDER BY r.slug, c.id`,
    ),
  );
  for (const row of rows) {
    if (row.root === 'pesticides') leaf.pesticides = row.id;
    if (row.root === 'seeds') leaf.seeds = row.id;
    if (row.root.startsWith('tools')) leaf.tools = row.id;
  }
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT', route: string, payload: object) =>
  t.app.inject({ method, url: api(route), headers: admin.headers, payload });

async function newSeller(name: string, licences: Record<string, string | null> = {}) {
  const response = await send('POST', '/sellers', {
    name: { en: name },
    businessName: `${name} Pvt. Ltd.`,
    customerCareNumber: '9876543210',
    pincode: '560001',
    servedStates: ['Karnataka'],
    licences,
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminSellerChangedResponse.parse(response.json()).data;
}

const product = (sellerId: number, categoryId: number, status: 'ACTIVE' | 'INACTIVE'): ProductCreateBody => ({
  title: { en: 'Test Imidacloprid', kn: 'ಪರೀಕ್ಷಾ ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್' },
  brand: { en: 'Test' },
  categoryId,
  sellerId,
  status,
  variants: [{ name: { en: '100 ml' }, price: 19_000, inventory: 5, packSize: { amount: 100, unit: 'ml' } }],
});

describe('a licensed category needs the seller’s licence to be active', () => {
  it('refuses an active pesticide of a seller without a pesticide licence, with a 409 and its code', async () => {
    const seller = await newSeller('No Licence Agro', { seed: 'SL/KA/2020/0001' });

    const response = await send('POST', '/products', product(seller.id, leaf.pesticides, 'ACTIVE'));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'adminPesticideLicenceMissing',
      params: { seller: 'No Licence Agro' },
      message:
        'No Licence Agro has no pesticide licence on record: add it to the seller before making this product active',
    });
    const [left] = await t.database.rawTransaction((tx) =>
      tx.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE title->>'en' = 'Test Imidacloprid'"),
    );
    expect(left?.n).toBe(0);
  });

  it('keeps the product inactive, and refuses to make it active, until the seller has the licence', async () => {
    const seller = await newSeller('Later Licence Agro');
    const created = await send('POST', '/products', product(seller.id, leaf.seeds, 'INACTIVE'));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = adminProductChangedResponse.parse(created.json()).data;

    const refused = await send('PUT', `/products/${id}`, {
      ...product(seller.id, leaf.seeds, 'ACTIVE'),
      variants: undefined,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'adminSeedLicenceMissing' });

    const licensed = await send('PUT', `/sellers/${seller.id}`, {
      name: { en: 'Later Licence Agro' },
      businessName: 'Later Licence Agro Pvt. Ltd.',
      customerCareNumber: '9876543210',
      pincode: '560001',
      servedStates: ['Karnataka'],
      licences: { seed: 'SL/KA/2024/0042' },
    });
    expect(adminSellerChangedResponse.parse(licensed.json()).data.licences).toEqual({
      pesticide: null,
      fertilizer: null,
      seed: 'SL/KA/2024/0042',
    });
    const active = await send('PUT', `/products/${id}`, {
      ...product(seller.id, leaf.seeds, 'ACTIVE'),
      variants: undefined,
    });
    expect(active.statusCode, active.body).toBe(200);
  });

  it('lets an unlicensed seller sell what no licence covers', async () => {
    const seller = await newSeller('Tools Only');

    const response = await send('POST', '/products', product(seller.id, leaf.tools, 'ACTIVE'));

    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('label and safety facts', () => {
  const label: ProductLabelInput = {
    pesticide: {
      registrationNumber: 'CIR-12,345/2015-Imidacloprid (SL) (340)-1',
      toxicity: 'yellow',
      firstAid: { en: 'Wash with soap and water', kn: 'ಸಾಬೂನು ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ' },
      antidote: { en: 'No specific antidote', kn: 'ನಿರ್ದಿಷ್ಟ ಪ್ರತಿವಿಷ ಇಲ್ಲ' },
      preHarvestDays: 7,
      protectiveGear: { en: 'Gloves and mask', kn: 'ಕೈಗವಸು ಮತ್ತು ಮುಖಗವಸು' },
    },
  };

  it('keeps what the back office writes and shows it, with the seller’s licences, on the product page', async () => {
    const seller = await newSeller('Licensed Agro', { pesticide: 'PL/KA/2021/0007' });
    const created = await send('POST', '/products', { ...product(seller.id, leaf.pesticides, 'ACTIVE'), label });
    expect(created.statusCode, created.body).toBe(200);
    const saved = adminProductChangedResponse.parse(created.json()).data;
    expect(saved.label.pesticide).toMatchObject({ toxicity: 'yellow', preHarvestDays: 7 });
    expect(saved.variants[0]?.packSize).toEqual({ amount: 100, unit: 'ml' });

    const page = productResponse.parse((await t.app.inject({ url: `/api/eproduct/${saved.id}` })).json()).data;
    expect(page.label).toEqual({ pesticide: { ...label.pesticide }, fertilizer: null, seed: null });
    expect(page.seller.licences).toEqual({ pesticide: 'PL/KA/2021/0007', fertilizer: null, seed: null });
  });

  it('refuses a toxicity colour that is not one of the four', async () => {
    const seller = await newSeller('Colour Agro', { pesticide: 'PL/KA/2021/0008' });
    const response = await send('POST', '/products', {
      ...product(seller.id, leaf.pesticides, 'ACTIVE'),
      label: { pesticide: { ...label.pesticide, toxicity: 'purple' } },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'adminToxicityInvalid' });
  });
});

describe('the demo catalogue', () => {
  it('seeds its sellers with the licences of what they sell, and its crop inputs with labels', async () => {
    const rows = await t.database.rawTransaction((tx) =>
      tx.query<{ root: string; licensed: boolean; labelled: boolean }>(
        `WITH RECURSIVE up AS (
           SELECT p.id AS product_id, c.parent_id, c.slug FROM products p JOIN categories c ON c.id = p.category_id
           UNION ALL SELECT up.product_id, c.parent_id, c.slug FROM categories c JOIN up ON c.id = up.parent_id)
         SELECT up.slug AS root,
                s.licences->>(CASE up.slug WHEN 'pesticides' THEN 'pesticide' WHEN 'fertilizers' THEN 'fertilizer'
                                           ELSE 'seed' END) IS NOT NULL AS licensed,
                p.label->(CASE up.slug WHEN 'pesticides' THEN 'pesticide' WHEN 'fertilizers' THEN 'fertilizer'
                                       ELSE 'seed' END) <> 'null'::jsonb AS labelled
         FROM up JOIN products p ON p.id = up.product_id JOIN sellers s ON s.id = p.seller_id
         WHERE up.parent_id IS NULL AND up.slug IN ('pesticides', 'fertilizers', 'seeds') AND p.status = 'ACTIVE'
           AND p.seller_id IN (SELECT id FROM sellers WHERE slug NOT LIKE '%agro' AND slug <> 'tools-only')`,
      ),
    );
    expect(new Set(rows.map((r) => r.root))).toEqual(new Set(['pesticides', 'fertilizers', 'seeds']));
    expect(rows.every((r) => r.licensed && r.labelled)).toBe(true);
  });
});

describe("removing a seller's licence", () => {
  const sellerBody = (name: string, licences: Record<string, string | null>) => ({
    name: { en: name },
    businessName: `${name} Pvt. Ltd.`,
    customerCareNumber: '9876543210',
    pincode: '560001',
    servedStates: ['Karnataka'],
    licences,
  });
  async function created(body: ProductCreateBody) {
    const response = await send('POST', '/products', body);
    expect(response.statusCode, response.body).toBe(200);
    return adminProductChangedResponse.parse(response.json()).data.id;
  }
  const statusOf = async (id: number) =>
    adminProductResponse.parse((await t.app.inject({ url: api(`/products/${id}`), headers: admin.headers })).json())
      .data.status;

  it("sets the seller's active products of that category inactive, says how many, and the storefront stops selling them", async () => {
    const licences = { pesticide: 'PL/KA/2019/0100', seed: 'SL/KA/2019/0100' };
    const seller = await newSeller('Lapsed Licence Agro', licences);
    const sprays = [
      await created(product(seller.id, leaf.pesticides, 'ACTIVE')),
      await created(product(seller.id, leaf.pesticides, 'ACTIVE')),
    ];
    const resting = await created(product(seller.id, leaf.pesticides, 'INACTIVE'));
    const seed = await created(product(seller.id, leaf.seeds, 'ACTIVE'));
    const page = await t.app.inject({ url: `/api/eproduct/${sprays[0]}` });
    expect(page.statusCode).toBe(200);

    const response = await send(
      'PUT',
      `/sellers/${seller.id}`,
      sellerBody('Lapsed Licence Agro', { seed: licences.seed }),
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(adminSellerSavedResponse.parse(response.json())).toMatchObject({
      message: 'Saved; 2 products of this seller set to inactive: no licence covers them now',
      productsDeactivated: 2,
    });
    expect(await Promise.all([...sprays, resting, seed].map(statusOf))).toEqual([
      'INACTIVE',
      'INACTIVE',
      'INACTIVE',
      'ACTIVE',
    ]);
    expect((await t.app.inject({ url: `/api/eproduct/${sprays[0]}` })).statusCode).toBe(404);
    const log = await t.app.inject({ url: api(`/audit?entity=product&entityId=${sprays[0]}`), headers: admin.headers });
    expect(log.json().content[0]).toMatchObject({
      action: 'product.unlicensed',
      before: { status: 'ACTIVE' },
      after: { status: 'INACTIVE', licenceRemoved: 'pesticide' },
    });
  });

  it('deactivates nothing when a licence number only changes', async () => {
    const seller = await newSeller('Renewed Licence Agro', { pesticide: 'PL/KA/2019/0200' });
    const spray = await created(product(seller.id, leaf.pesticides, 'ACTIVE'));

    const response = await send(
      'PUT',
      `/sellers/${seller.id}`,
      sellerBody('Renewed Licence Agro', { pesticide: 'PL/KA/2025/0200' }),
    );

    expect(adminSellerSavedResponse.parse(response.json())).toMatchObject({ message: 'Saved', productsDeactivated: 0 });
    expect(await statusOf(spray)).toBe('ACTIVE');
  });
});

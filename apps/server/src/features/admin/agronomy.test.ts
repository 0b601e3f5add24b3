import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductChangedResponse,
  productResponse,
  type ProductAgronomyInput,
  type ProductCreateBody,
} from '@krishi/contract';
import type { TestApp } from '../../test/helper.js';
import { adminCatalogueApp, api, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;
let categoryId: number;
let sellerId: number;

beforeAll(async () => {
  ({ t, admin, categoryId, sellerId } = await adminCatalogueApp(10));
});

afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT', route: string, payload: object) =>
  t.app.inject({ method, url: api(route), headers: admin.headers, payload });

const IMIDACLOPRID: ProductAgronomyInput = {
  ingredients: [{ name: { en: 'Imidacloprid', kn: 'ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್' }, concentration: '17.8%', formulation: 'SL' }],
  crops: ['cotton', 'chilli'],
  targets: ['whitefly', 'aphids'],
  cropStage: { en: 'when sucking pests first appear', kn: 'ರಸಹೀರುವ ಕೀಟಗಳು ಮೊದಲು ಕಾಣಿಸಿಕೊಂಡಾಗ' },
  dosePerAcre: { amount: 100, unit: 'ml' },
  dosePerLitre: { amount: 0.5, unit: 'ml' },
};

function newProduct(title: string, agronomy?: ProductAgronomyInput): ProductCreateBody {
  return {
    title: { en: title, kn: 'ಕೀಟನಾಶಕ' },
    brand: { en: 'Krishi Test' },
    categoryId,
    sellerId,
    agronomy,
    variants: [{ name: { en: '100 ml' }, price: 19_000, inventory: 12, weight: 0.15 }],
  };
}

describe('the back office writes a product’s agronomy', () => {
  it('creates a product with its agronomy, shown on its public page with the terms named', async () => {
    const created = await send('POST', '/products', newProduct('Sucker Stop', IMIDACLOPRID));
    expect(created.statusCode, created.body).toBe(200);
    const product = adminProductChangedResponse.parse(created.json()).data;
    expect(product.agronomy).toMatchObject({
      crops: expect.arrayContaining(['cotton', 'chilli']),
      targets: expect.arrayContaining(['whitefly', 'aphids']),
      dosePerAcre: { amount: 100, unit: 'ml' },
    });

    const page = productResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/eproduct/${product.id}` })).json(),
    );
    expect(page.data.agronomyTerms.find((term) => term.slug === 'whitefly')?.name.kn).toBe('ಬಿಳಿನೊಣ');
  });

  it('edits targets and leaves agronomy alone when an edit does not send it', async () => {
    const created = adminProductChangedResponse.parse(
      (await send('POST', '/products', newProduct('Sucker Stop Two', IMIDACLOPRID))).json(),
    ).data;
    const { id, title, brand, categoryId: category, sellerId: seller } = created;
    const fields = { title, brand, categoryId: category, sellerId: seller };

    const edited = await send('PUT', `/products/${id}`, {
      ...fields,
      agronomy: { ...IMIDACLOPRID, targets: ['thrips'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminProductChangedResponse.parse(edited.json()).data.agronomy.targets).toEqual(['thrips']);

    const renamed = await send('PUT', `/products/${id}`, { ...fields, title: { en: 'Sucker Stop 2' } });
    expect(adminProductChangedResponse.parse(renamed.json()).data.agronomy.targets).toEqual(['thrips']);
  });

  it('refuses a crop or target the reference table does not have', async () => {
    const badCrop = await send('POST', '/products', newProduct('Lost', { ...IMIDACLOPRID, crops: ['moon-rice'] }));
    expect(badCrop.statusCode).toBe(400);
    expect(badCrop.json()).toMatchObject({ code: 'adminCropUnknown', params: { slugs: 'moon-rice' } });

    const cropAsTarget = await send('POST', '/products', newProduct('Lost', { ...IMIDACLOPRID, targets: ['paddy'] }));
    expect(cropAsTarget.statusCode).toBe(400);
    expect(cropAsTarget.json()).toMatchObject({ code: 'adminTargetUnknown', params: { slugs: 'paddy' } });
  });

  it('refuses a dose without a unit and an ingredient without its Kannada name', async () => {
    const noUnit = await send('POST', '/products', {
      ...newProduct('Lost'),
      agronomy: { ...IMIDACLOPRID, dosePerAcre: { amount: 100 } },
    });
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json().code).toBe('adminDoseInvalid');

    const noKannada = await send('POST', '/products', {
      ...newProduct('Lost'),
      agronomy: { ...IMIDACLOPRID, ingredients: [{ name: { en: 'Imidacloprid' }, concentration: '17.8%' }] },
    });
    expect(noKannada.statusCode).toBe(400);
    expect(noKannada.json().code).toBe('adminKannadaRequired');
  });
});

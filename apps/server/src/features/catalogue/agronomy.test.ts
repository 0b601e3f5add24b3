import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agronomyTermsResponse, productResponse, type Product } from '@krishi/contract';
import { within } from '../../test/apps-on-one-database.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ products: 320, env: { CATALOGUE_POLL_MS: '100' } });
});
afterAll(async () => {
  await t?.close();
});

async function productIdNamed(name: string): Promise<number> {
  const [row] = await t.database.rawTransaction((tx) =>
    tx.query<{ id: number }>('SELECT id FROM products WHERE name = $1 ORDER BY id LIMIT 1', [name]),
  );
  if (!row) throw new Error(`no product ${name}`);
  return row.id;
}

async function product(id: number): Promise<Product> {
  const response = await t.app.inject({ method: 'GET', url: `/api/eproduct/${id}` });
  expect(response.statusCode).toBe(200);
  return productResponse.parse(response.json()).data;
}

describe('a product page names what the product contains, its crops and what it controls', () => {
  it('gives an insecticide its ingredient, targets, crops, stage and doses', async () => {
    const imidacloprid = await product(await productIdNamed('Imidacloprid 17.8% SL'));

    expect(imidacloprid.agronomy.ingredients).toEqual([
      { name: { en: 'Imidacloprid', kn: 'ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್' }, concentration: '17.8%', formulation: 'SL' },
    ]);
    expect(imidacloprid.agronomy.targets).toEqual(expect.arrayContaining(['whitefly', 'aphids', 'jassids', 'thrips']));
    expect(imidacloprid.agronomy.crops.length).toBeGreaterThan(0);
    expect(imidacloprid.agronomy.crops.every((c) => imidacloprid.cropTags.includes(c))).toBe(true);
    expect(imidacloprid.agronomy.dosePerLitre).toEqual({ amount: 0.5, unit: 'ml' });
    expect(imidacloprid.agronomy.dosePerAcre).toEqual({ amount: 100, unit: 'ml' });
    expect(imidacloprid.agronomy.cropStage?.kn).toMatch(/[\u0C80-\u0CFF]/);
  });

  it('resolves the crops and targets it names to terms in both languages', async () => {
    const imidacloprid = await product(await productIdNamed('Imidacloprid 17.8% SL'));
    const named = [...imidacloprid.agronomy.crops, ...imidacloprid.agronomy.targets];

    expect(imidacloprid.agronomyTerms.map((term) => term.slug).sort()).toEqual([...named].sort());
    expect(imidacloprid.agronomyTerms.find((term) => term.slug === 'whitefly')).toMatchObject({
      kind: 'pest',
      name: { en: 'whitefly', kn: 'ಬಿಳಿನೊಣ' },
    });
  });

  it('gives a tool no agronomy', async () => {
    const sprayer = await product(await productIdNamed('Manual Knapsack Sprayer'));

    expect(sprayer.agronomy).toEqual({
      ingredients: [],
      crops: [],
      targets: [],
      cropStage: null,
      dosePerAcre: null,
      dosePerLitre: null,
      applications: 1,
    });
    expect(sprayer.agronomyTerms).toEqual([]);
  });

  it('shows a renamed term on a product page it had already served', async () => {
    const id = await productIdNamed('Copper Oxychloride 50% WP');
    const kolerogaName = async () =>
      (await product(id)).agronomyTerms.find((term) => term.slug === 'koleroga')?.name.en;
    expect(await kolerogaName()).toBe('koleroga (fruit rot of arecanut)');

    await t.database.rawTransaction((tx) =>
      tx.query(`UPDATE agronomy_terms SET name = '{"en": "koleroga", "kn": "ಕೊಳೆ ರೋಗ"}' WHERE slug = 'koleroga'`),
    );

    expect(await within(2_000, async () => (await kolerogaName()) === 'koleroga')).toBe(true);
  });
});

describe('GET /api/agronomy/term-names', () => {
  it('names every term by slug and kind in both languages, in the order of the whole terms', async () => {
    const whole = agronomyTermsResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/agronomy/terms' })).json(),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/agronomy/term-names' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.json()).toEqual({ terms: whole.terms.map(({ slug, kind, name }) => ({ slug, kind, name })) });
  });
});

describe('GET /api/agronomy/terms', () => {
  it('lists every crop, pest, disease and weed, crops first, in a cacheable answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/agronomy/terms' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const { terms } = agronomyTermsResponse.parse(response.json());
    expect(terms.filter((term) => term.kind === 'crop').length).toBeGreaterThanOrEqual(25);
    expect(terms.filter((term) => term.kind !== 'crop').length).toBeGreaterThanOrEqual(40);
    expect(terms[0]?.kind).toBe('crop');
    expect(terms.find((term) => term.slug === 'paddy')).toMatchObject({
      name: { en: 'paddy', kn: 'ಭತ್ತ' },
      romanised: expect.arrayContaining(['bhatta']),
    });
  });
});

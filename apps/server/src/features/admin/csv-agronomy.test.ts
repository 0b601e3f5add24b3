import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGRONOMY_CSV_COLUMNS,
  adminProductResponse,
  messages,
  PRODUCT_CSV_COLUMNS,
  productImportResponse,
  type AdminProduct,
  type ProductCsvColumn,
} from '@krishi/contract';
import type { TestApp } from '../../test/helper.js';
import { adminCatalogueApp, api, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;
let categoryId: number;
let sellerId: number;

beforeAll(async () => {
  ({ t, admin, categoryId, sellerId } = await adminCatalogueApp(60));
});

afterAll(async () => {
  await t.close();
});

const AGRONOMY_CELLS: Partial<Record<ProductCsvColumn, string>> = {
  ingredients: 'Metalaxyl 8% WP|Mancozeb 64% WP',
  ingredients_kn: 'ಮೆಟಲಾಕ್ಸಿಲ್|ಮ್ಯಾಂಕೋಜೆಬ್',
  crops: 'arecanut|grapes',
  targets: 'koleroga|downy-mildew',
  crop_stage_en: 'before the monsoon',
  crop_stage_kn: 'ಮುಂಗಾರಿಗೆ ಮುನ್ನ',
  dose_per_acre: '500 g',
  dose_per_litre: '2.5 g',
};

/** A CSV of one new product with one variant; `change` edits its cells. */
function newProductCsv(
  change: (cells: Record<ProductCsvColumn, string>) => void = () => {},
  columns: readonly ProductCsvColumn[] = PRODUCT_CSV_COLUMNS,
) {
  const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, ''])) as Record<ProductCsvColumn, string>;
  Object.assign(cells, {
    product_ref: 'new-fungicide',
    title_en: 'Imported fungicide',
    title_kn: 'ಶಿಲೀಂಧ್ರನಾಶಕ',
    brand_en: 'Krishi Test',
    category_id: String(categoryId),
    seller_id: String(sellerId),
    status: 'ACTIVE',
    variant_en: '500 g',
    price: '560',
    inventory: '25',
    available: 'true',
    weight: '0.5',
    ...AGRONOMY_CELLS,
  });
  change(cells);
  return stringify([[...columns], columns.map((c) => cells[c])]);
}

const importCsv = (csv: string, dryRun = false) =>
  t.app.inject({
    method: 'POST',
    url: api(`/products/import?dryRun=${dryRun}`),
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

async function exported(search: string): Promise<Array<Record<string, string>>> {
  const response = await t.app.inject({
    method: 'GET',
    url: api(`/products/export.csv?search=${encodeURIComponent(search)}`),
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return parse(response.body, { columns: true, bom: true }) as Array<Record<string, string>>;
}

async function adminProduct(id: number): Promise<AdminProduct> {
  const response = await t.app.inject({ method: 'GET', url: api(`/products/${id}`), headers: admin.headers });
  return adminProductResponse.parse(response.json()).data;
}

describe('agronomy in the product CSV', () => {
  it('imports ingredients, crops, targets, stage and doses', async () => {
    const response = await importCsv(newProductCsv());
    expect(response.statusCode).toBe(200);

    const [row] = await exported('Imported fungicide');
    const product = await adminProduct(Number(row!.product_id));
    expect(product.agronomy).toEqual({
      ingredients: [
        { name: { en: 'Metalaxyl', kn: 'ಮೆಟಲಾಕ್ಸಿಲ್' }, concentration: '8%', formulation: 'WP' },
        { name: { en: 'Mancozeb', kn: 'ಮ್ಯಾಂಕೋಜೆಬ್' }, concentration: '64%', formulation: 'WP' },
      ],
      crops: expect.arrayContaining(['arecanut', 'grapes']),
      targets: expect.arrayContaining(['koleroga', 'downy-mildew']),
      cropStage: { en: 'before the monsoon', kn: 'ಮುಂಗಾರಿಗೆ ಮುನ್ನ' },
      dosePerAcre: { amount: 500, unit: 'g' },
      dosePerLitre: { amount: 2.5, unit: 'g' },
      applications: 1,
    });
  });

  it('exports the agronomy columns so that an export imports back unchanged', async () => {
    const rows = await exported('Imidacloprid');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      ingredients: 'Imidacloprid 17.8% SL',
      ingredients_kn: 'ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್',
      dose_per_acre: '100 ml',
      dose_per_litre: '0.5 ml',
    });
    expect(rows[0]!.targets.split('|')).toEqual(expect.arrayContaining(['whitefly', 'aphids']));

    const csv = stringify([[...PRODUCT_CSV_COLUMNS], ...rows.map((r) => PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? ''))]);
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    expect(productImportResponse.parse(response.json()).data).toMatchObject({ productsUpdated: 0, variantsUpdated: 0 });
  });

  it('changes a product whose targets changed in the file', async () => {
    const [row] = await exported('Imidacloprid');
    const rows = await exported('Imidacloprid');
    const first = rows.filter((r) => r.product_id === row!.product_id);
    for (const r of first) r.targets = 'whitefly';
    const csv = stringify([[...PRODUCT_CSV_COLUMNS], ...first.map((r) => PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? ''))]);

    const response = await importCsv(csv);

    expect(response.statusCode).toBe(200);
    expect(productImportResponse.parse(response.json()).data.productsUpdated).toBe(1);
    expect((await adminProduct(Number(row!.product_id))).agronomy.targets).toEqual(['whitefly']);
  });

  it('refuses an unknown crop or target on its line, writing nothing', async () => {
    const csv = newProductCsv((cells) => {
      cells.product_ref = 'bad-slugs';
      cells.title_en = 'Never imported';
      cells.crops = 'arecanut|moon-rice';
      cells.targets = 'koleroga|paddy';
    });

    const response = await importCsv(csv);

    expect(response.statusCode).toBe(400);
    expect(response.json().errorDetails).toEqual([
      { row: 2, column: 'crops', message: messages.adminCropUnknown('moon-rice') },
      { row: 2, column: 'targets', message: messages.adminTargetUnknown('paddy') },
    ]);
    expect(await exported('Never imported')).toEqual([]);
  });

  it('refuses a dose without its unit and ingredients without their Kannada names', async () => {
    const csv = newProductCsv((cells) => {
      cells.dose_per_acre = '500';
      cells.ingredients_kn = 'ಮೆಟಲಾಕ್ಸಿಲ್';
    });

    const response = await importCsv(csv, true);

    expect(response.statusCode).toBe(200);
    expect(productImportResponse.parse(response.json()).data.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'dose_per_acre', message: messages.adminDoseInvalid },
        { row: 2, column: 'ingredients_kn', message: messages.adminIngredientNamesMismatch },
      ]),
    );
  });

  it('leaves agronomy alone when the file has no agronomy columns', async () => {
    const rows = await exported('Imidacloprid');
    const productId = rows[0]!.product_id;
    const before = await adminProduct(Number(productId));
    const columns = PRODUCT_CSV_COLUMNS.filter((c) => !(AGRONOMY_CSV_COLUMNS as readonly string[]).includes(c));
    const own = rows.filter((r) => r.product_id === productId);
    for (const r of own) r.title_en = 'Imidacloprid, renamed';
    const csv = stringify([columns, ...own.map((r) => columns.map((c) => r[c] ?? ''))]);

    const response = await importCsv(csv);

    expect(response.statusCode).toBe(200);
    const after = await adminProduct(Number(productId));
    expect(after.title.en).toBe('Imidacloprid, renamed');
    expect(after.agronomy).toEqual(before.agronomy);
  });

  it('refuses a file with only some of the agronomy columns', async () => {
    const columns = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'dose_per_litre');
    const response = await importCsv(newProductCsv(() => {}, columns));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('adminCsvInvalid');
  });
});

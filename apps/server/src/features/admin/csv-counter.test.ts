import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGRONOMY_CSV_COLUMNS,
  adminProductResponse,
  errorMessage,
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

type Cells = Record<ProductCsvColumn, string>;

/** A CSV of one new, inactive seed with one variant; `change` edits its cells. */
function newSeedCsv(change: (cells: Cells) => void = () => {}) {
  const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, ''])) as Cells;
  Object.assign(cells, {
    product_ref: 'new-seed',
    title_en: 'Imported ragi seed',
    brand_en: 'Krishi Test',
    category_id: String(categoryId),
    seller_id: String(sellerId),
    status: 'INACTIVE',
    variant_en: '1 kg',
    price: '240',
    inventory: '12',
    available: 'true',
    pack_size: '1 kg',
    applications: '2',
    seed_variety: 'GPU-28',
    germination_percent: '85.5',
    seed_lot: 'KA-R-0412',
    seed_test_date: '2026-06-01',
  });
  change(cells);
  return stringify([[...PRODUCT_CSV_COLUMNS], PRODUCT_CSV_COLUMNS.map((c) => cells[c])]);
}

const importCsv = (csv: string, dryRun = false) =>
  t.app.inject({
    method: 'POST',
    url: api(`/products/import?dryRun=${dryRun}`),
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

async function exported(search: string): Promise<Cells[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: api(`/products/export.csv?search=${encodeURIComponent(search)}`),
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return parse(response.body, { columns: true, bom: true }) as Cells[];
}

const csvOf = (rows: Cells[], columns: readonly ProductCsvColumn[] = PRODUCT_CSV_COLUMNS) =>
  stringify([[...columns], ...rows.map((r) => columns.map((c) => r[c]))]);

async function adminProduct(id: number): Promise<AdminProduct> {
  const response = await t.app.inject({ method: 'GET', url: api(`/products/${id}`), headers: admin.headers });
  return adminProductResponse.parse(response.json()).data;
}

describe('pack sizes, applications and labels in the product CSV', () => {
  it("exports a pesticide's pack sizes, applications and label, and the export imports back unchanged", async () => {
    const rows = await exported('Imidacloprid');
    const product = await adminProduct(Number(rows[0]!.product_id));
    const pesticide = product.label.pesticide!;
    expect(rows[0]).toMatchObject({
      applications: String(product.agronomy.applications),
      cib_registration: pesticide.registrationNumber,
      toxicity: pesticide.toxicity,
      first_aid_en: pesticide.firstAid.en,
      first_aid_kn: pesticide.firstAid.kn,
      antidote_kn: pesticide.antidote.kn,
      protective_gear_en: pesticide.protectiveGear.en,
      fco_grade: '',
      seed_variety: '',
    });
    const ownRows = rows.filter((r) => r.product_id === String(product.id));
    expect(ownRows.map((r) => r.pack_size)).toEqual(
      product.variants.map((v) => (v.packSize ? `${v.packSize.amount} ${v.packSize.unit}` : '')),
    );

    const response = await importCsv(csvOf(rows));

    expect(response.statusCode, response.body).toBe(200);
    expect(productImportResponse.parse(response.json()).data).toMatchObject({ productsUpdated: 0, variantsUpdated: 0 });
  });

  it("imports a new seed's pack size, applications and seed label", async () => {
    const response = await importCsv(newSeedCsv());
    expect(response.statusCode, response.body).toBe(200);

    const [row] = await exported('Imported ragi seed');
    const product = await adminProduct(Number(row!.product_id));
    expect(product.variants[0]!.packSize).toEqual({ amount: 1, unit: 'kg' });
    expect(product.agronomy.applications).toBe(2);
    expect(product.label).toEqual({
      pesticide: null,
      fertilizer: null,
      seed: { variety: 'GPU-28', germinationPercent: 85.5, lot: 'KA-R-0412', testDate: '2026-06-01' },
    });
  });

  it('changes the applications, the pack size and the FCO grade a file without the agronomy columns gives', async () => {
    const [row] = await exported('Imported ragi seed');
    const before = await adminProduct(Number(row!.product_id));
    const columns = PRODUCT_CSV_COLUMNS.filter((c) => !(AGRONOMY_CSV_COLUMNS as readonly string[]).includes(c));
    row!.applications = '4';
    row!.pack_size = '500 g';
    row!.fco_grade = 'NPK 19:19:19';

    const response = await importCsv(csvOf([row!], columns));

    expect(response.statusCode, response.body).toBe(200);
    expect(productImportResponse.parse(response.json()).data).toMatchObject({ productsUpdated: 1, variantsUpdated: 1 });
    const after = await adminProduct(before.id);
    expect(after.agronomy).toEqual({ ...before.agronomy, applications: 4 });
    expect(after.variants[0]!.packSize).toEqual({ amount: 500, unit: 'g' });
    expect(after.label).toEqual({ ...before.label, fertilizer: { fcoGrade: 'NPK 19:19:19' } });
  });

  it('leaves the number of applications as it is when its cell is blank', async () => {
    const [row] = await exported('Imported ragi seed');
    row!.applications = '';

    const response = await importCsv(csvOf([row!]));

    expect(response.statusCode, response.body).toBe(200);
    expect(productImportResponse.parse(response.json()).data.productsUpdated).toBe(0);
    expect((await adminProduct(Number(row!.product_id))).agronomy.applications).toBe(4);
  });

  it('refuses bad pack sizes, applications and label facts on their line, naming each cell', async () => {
    const csv = newSeedCsv((cells) => {
      cells.pack_size = '500';
      cells.applications = '0';
      cells.cib_registration = 'CIR-12,345/2015';
      cells.toxicity = 'purple';
      cells.first_aid_en = 'Wash with soap';
      cells.antidote_en = 'None';
      cells.antidote_kn = 'ಇಲ್ಲ';
      cells.pre_harvest_days = 'a week';
      cells.protective_gear_en = 'Gloves';
      cells.protective_gear_kn = 'ಕೈಗವಸು';
      cells.germination_percent = '120';
      cells.seed_test_date = '1 June';
    });

    const response = await importCsv(csv, true);

    expect(response.statusCode).toBe(200);
    const row = (column: string, message: string) => ({ row: 2, column, message });
    expect(productImportResponse.parse(response.json()).data.errors).toEqual(
      expect.arrayContaining([
        row('pack_size', messages.adminCsvPackSizeInvalid),
        row('applications', errorMessage('adminApplicationsInvalid')),
        row('toxicity', errorMessage('adminToxicityInvalid')),
        row('first_aid_kn', errorMessage('adminKannadaRequired')),
        row('pre_harvest_days', errorMessage('adminPreHarvestInvalid')),
        row('germination_percent', errorMessage('adminGerminationInvalid')),
        row('seed_test_date', errorMessage('dateInvalid')),
      ]),
    );
    expect(await exported('Imported ragi seed')).toHaveLength(1);
  });

  it("refuses a file with only some of the calculator's and label's columns", async () => {
    const columns = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'toxicity');
    const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, ''])) as Cells;

    const response = await importCsv(csvOf([cells], columns));

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('adminCsvInvalid');
  });
});

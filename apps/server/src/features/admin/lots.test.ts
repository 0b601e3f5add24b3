import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  errorMessage,
  expiringLotsResponse,
  indiaDate,
  lotImportResponse,
  variantLotsResponse,
} from '@krishi/contract';
import type { TestApp } from '../../test/helper.js';
import { adminCatalogueApp, api, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;
/** Variants of a pesticide, and one of a category no licence covers (tools). */
const variant = { licensed: [] as number[], tool: 0 };

beforeAll(async () => {
  ({ t, admin } = await adminCatalogueApp(60));
  const rows = await t.database.rawTransaction((tx) =>
    tx.query<{ root: string; id: number }>(
      `WITH RECURSIVE roots AS (
         SELECT id, slug AS root FROM categories WHERE parent_id IS NULL
         UNION ALL SELECT c.id, r.root FROM categories c JOIN roots r ON c.parent_id = r.id)
       SELECT r.root, v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN roots r ON r.id = p.category_id
        ORDER BY v.id`,
    ),
  );
  variant.licensed = rows.filter((r) => r.root === 'pesticides').map((r) => r.id);
  variant.tool = rows.find((r) => r.root.startsWith('tools'))!.id;
  // Each test's variants start without lots.
  await t.database.rawTransaction((tx) => tx.query('DELETE FROM lots WHERE variant_id = ANY ($1)', [variant.licensed]));
});
afterAll(async () => {
  await t.close();
});

const today = () => indiaDate(new Date());
const inDays = (days: number) => addDays(today(), days);
let used = 0;
const nextVariant = () => variant.licensed[used++]!;

const receive = (variantId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: api(`/variants/${variantId}/lots`), headers: admin.headers, payload });

const importCsv = (csv: string, dryRun: boolean) =>
  t.app.inject({
    method: 'POST',
    url: api(`/lots/import?dryRun=${dryRun}`),
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

const lotsOf = async (variantId: number) =>
  variantLotsResponse.parse(
    (await t.app.inject({ url: api(`/variants/${variantId}/lots`), headers: admin.headers })).json(),
  ).data;

describe('receiving a lot by the form', () => {
  it('adds the lot and its units to the inventory; the same batch again adds to it', async () => {
    const id = nextVariant();
    const lot = { batch: 'IMD-2411', mfgDate: inDays(-30), expiryDate: inDays(700), quantity: 12 };

    const first = await receive(id, lot);
    const again = await receive(id, { ...lot, quantity: 3 });

    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(await lotsOf(id)).toMatchObject({
      inventory: 15,
      lots: [{ batch: 'IMD-2411', quantity: 15, sellable: true, expiryDate: inDays(700) }],
    });
  });

  it('keeps a lot expiring within MIN_SHELF_DAYS out of the inventory', async () => {
    const id = nextVariant();
    const response = await receive(id, { batch: 'NEAR', mfgDate: inDays(-300), expiryDate: inDays(12), quantity: 9 });

    expect(response.statusCode, response.body).toBe(200);
    expect(await lotsOf(id)).toMatchObject({ inventory: 0, lots: [{ batch: 'NEAR', quantity: 9, sellable: false }] });
  });

  it.each([
    [{ batch: ' ', mfgDate: '2026-01-01', expiryDate: '2028-01-01', quantity: 1 }, 'adminLotBatchRequired'],
    [{ batch: 'A1', mfgDate: '2026-13-01', expiryDate: '2028-01-01', quantity: 1 }, 'adminLotMfgDateInvalid'],
    [{ batch: 'A1', mfgDate: '2026-01-01', expiryDate: '01/01/2028', quantity: 1 }, 'adminLotExpiryInvalid'],
    [{ batch: 'A1', mfgDate: '2028-01-01', expiryDate: '2027-01-01', quantity: 1 }, 'adminLotDatesOrder'],
    [{ batch: 'A1', mfgDate: '2026-01-01', expiryDate: '2028-01-01', quantity: 0 }, 'adminLotQuantityInvalid'],
    [{ batch: 'A1', mfgDate: '2026-01-01', expiryDate: '2028-01-01', quantity: 2.5 }, 'adminLotQuantityInvalid'],
  ] as const)('refuses %j with its reason', async (payload, code) => {
    const response = await receive(variant.licensed[0]!, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().errorDetails).toContainEqual(expect.objectContaining({ message: errorMessage(code) }));
  });

  it('refuses an expired lot, a product of another category, an unknown variant and a batch with other dates', async () => {
    const id = nextVariant();
    const lot = { batch: 'B7', mfgDate: inDays(-400), expiryDate: inDays(200), quantity: 4 };
    expect((await receive(id, lot)).statusCode).toBe(200);

    const expired = await receive(id, { ...lot, batch: 'OLD', expiryDate: inDays(-1) });
    const tool = await receive(variant.tool, lot);
    const unknown = await receive(999_999, lot);
    const redated = await receive(id, { ...lot, expiryDate: inDays(300) });

    expect([expired.statusCode, expired.json().code]).toEqual([400, 'adminLotExpired']);
    expect([tool.statusCode, tool.json().code]).toEqual([400, 'adminLotNotLicensed']);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'adminVariantNotFound']);
    expect([redated.statusCode, redated.json().message]).toEqual([
      409,
      errorMessage('adminLotBatchDatesDiffer', { batch: 'B7' }),
    ]);
    expect(await lotsOf(id)).toMatchObject({ inventory: 4, lots: [{ batch: 'B7', quantity: 4 }] });
  });
});

describe('a variant held by lot', () => {
  it('keeps the inventory its lots make when the variant form sends another figure', async () => {
    const id = nextVariant();
    await receive(id, { batch: 'FORM-1', mfgDate: inDays(-30), expiryDate: inDays(400), quantity: 6 });

    const edited = await t.app.inject({
      method: 'PUT',
      url: api(`/variants/${id}`),
      headers: admin.headers,
      payload: { name: { en: '1 L' }, price: 60_000, salePrice: null, inventory: 999 },
    });

    expect(edited.statusCode, edited.body).toBe(200);
    expect(await lotsOf(id)).toMatchObject({ inventory: 6, lots: [{ batch: 'FORM-1', quantity: 6 }] });
  });
});

describe('receiving lots by CSV', () => {
  it('receives every row of a good file, by variant_id or sku', async () => {
    const [a, b] = [nextVariant(), nextVariant()];
    const csv = [
      'sku,batch,mfg_date,expiry_date,quantity',
      `${a},CSV-1,${inDays(-10)},${inDays(500)},7`,
      `${b},CSV-2,${inDays(-10)},${inDays(45)},2`,
    ].join('\n');

    const checked = await importCsv(csv, true);
    expect(lotImportResponse.parse(checked.json()).data).toMatchObject({ rows: 2, lotsReceived: 0, errors: [] });
    expect((await lotsOf(a)).lots).toEqual([]);
    const imported = await importCsv(csv, false);

    expect(imported.statusCode, imported.body).toBe(200);
    expect(lotImportResponse.parse(imported.json())).toMatchObject({
      message: '2 lots received',
      data: { lotsReceived: 2 },
    });
    expect(await lotsOf(a)).toMatchObject({ inventory: 7, lots: [{ batch: 'CSV-1', quantity: 7 }] });
    expect(await lotsOf(b)).toMatchObject({ inventory: 2, lots: [{ batch: 'CSV-2', quantity: 2 }] });
  });

  it('names each bad row and column, and a real run with them receives nothing', async () => {
    const good = nextVariant();
    const csv = [
      'variant_id,batch,mfg_date,expiry_date,quantity',
      `${good},OK-1,${inDays(-10)},${inDays(500)},7`,
      `x,OK-2,${inDays(-10)},${inDays(500)},1`,
      `${good},,${inDays(-10)},${inDays(500)},1`,
      `${good},OK-3,${inDays(-10)},${inDays(-2)},1`,
      `${variant.tool},OK-4,${inDays(-10)},${inDays(500)},1`,
      `${good},OK-5,${inDays(-10)},${inDays(500)},-3`,
      `${good},OK-1,${inDays(-11)},${inDays(500)},1`,
    ].join('\n');

    const checked = lotImportResponse.parse((await importCsv(csv, true)).json());
    const imported = await importCsv(csv, false);

    expect(checked.data.errors).toEqual([
      { row: 3, column: 'variant_id', message: errorMessage('adminLotVariantRequired') },
      { row: 4, column: 'batch', message: errorMessage('adminLotBatchRequired') },
      { row: 5, column: 'expiry_date', message: errorMessage('adminLotExpired') },
      { row: 6, column: 'variant_id', message: errorMessage('adminLotNotLicensed') },
      { row: 7, column: 'quantity', message: errorMessage('adminLotQuantityInvalid') },
      { row: 8, column: 'batch', message: errorMessage('adminLotBatchDatesDiffer', { batch: 'OK-1' }) },
    ]);
    expect(imported.statusCode).toBe(400);
    expect(imported.json()).toMatchObject({ code: 'adminCsvRowsHaveErrors', errorDetails: checked.data.errors });
    expect((await lotsOf(good)).lots).toEqual([]);
  });

  it('refuses a file without the lot columns', async () => {
    const response = await importCsv('product_id,price\n1,20', true);

    expect([response.statusCode, response.json().code]).toEqual([400, 'adminLotCsvInvalid']);
  });
});

describe('what expires in the next 60 days', () => {
  it('lists lots with stock expiring within 60 days or already expired, soonest first, and not the others', async () => {
    const id = nextVariant();
    await receive(id, { batch: 'EXP-50', mfgDate: inDays(-300), expiryDate: inDays(50), quantity: 3 });
    await receive(id, { batch: 'EXP-10', mfgDate: inDays(-300), expiryDate: inDays(10), quantity: 2 });
    await receive(id, { batch: 'EXP-61', mfgDate: inDays(-300), expiryDate: inDays(61), quantity: 2 });

    const response = await t.app.inject({ url: api('/lots/expiring'), headers: admin.headers });

    expect(response.statusCode, response.body).toBe(200);
    const { data } = expiringLotsResponse.parse(response.json());
    const mine = data.lots.filter((lot) => lot.variantId === id);
    expect(mine.map((lot) => [lot.batch, lot.daysLeft, lot.sellable])).toEqual([
      ['EXP-10', 10, false],
      ['EXP-50', 50, true],
    ]);
    expect(data).toMatchObject({ withinDays: 60, minShelfDays: 30 });
    const expiries = data.lots.map((lot) => lot.expiryDate);
    expect(expiries).toEqual([...expiries].sort());
  });
});

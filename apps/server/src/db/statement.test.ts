import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { intArray, statement } from './statement.js';

describe('a statement of fixed text', () => {
  let t: TestApp;

  const makeProbe = statement<never>('CREATE TABLE statement_probe (id int PRIMARY KEY, note text NOT NULL)');
  const addProbe = statement<never>('INSERT INTO statement_probe (id, note) VALUES ($1, $2)');
  const probes = statement<{ id: number; note: string }>('SELECT id, note FROM statement_probe ORDER BY id');

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    await makeProbe(t.database.db, []);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers rows under the names its text gives them, as JavaScript values', async () => {
    const values = statement<{ count: number; ratio: number; open: boolean; name: { en: string }; states: string[] }>(
      `SELECT 3 AS count, 2.50::numeric(8, 2)::float8 AS ratio, true AS open,
              '{"en": "Paddy"}'::jsonb AS name, ARRAY['Karnataka', 'Goa'] AS states`,
    );
    expect(await values(t.database.db, [])).toEqual([
      { count: 3, ratio: 2.5, open: true, name: { en: 'Paddy' }, states: ['Karnataka', 'Goa'] },
    ]);
  });

  it('runs inside a transaction, which sees its own writes and takes them back when it fails', async () => {
    const failure = new Error('changed my mind');
    const seen = t.database.db.transaction(async (tx) => {
      await addProbe(tx, [1, 'inside']);
      const rows = await probes(tx, []);
      if (rows.length === 1) throw failure;
    });
    await expect(seen).rejects.toBe(failure);
    expect(await probes(t.database.db, [])).toEqual([]);
  });

  it('takes a list of ids as one array literal', async () => {
    const listed = statement<{ id: number }>('SELECT id FROM unnest($1::int[]) AS ids(id) ORDER BY id');
    expect(await listed(t.database.db, [intArray([30, 4, 115])])).toEqual([{ id: 4 }, { id: 30 }, { id: 115 }]);
    expect(await listed(t.database.db, [intArray([])])).toEqual([]);
  });

  it('refuses to write anything but whole numbers into an id list', () => {
    expect(() => intArray([1, 2.5])).toThrow(TypeError);
    expect(() => intArray([Number.NaN])).toThrow(TypeError);
  });
});

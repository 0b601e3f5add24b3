import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { GENERIC_PLAN, preparingClient, type PreparingClient } from './pglite-statements.js';

let pglite: PGlite;
let client: PreparingClient;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table things (id int primary key, name text, price numeric(10, 2), tags text[], data jsonb,
      at timestamptz, day date, ok boolean, raw bytea);
    insert into things values
      (1, 'neem oil', 450.50, '{pest,organic}', '{"litres": 1}', '2026-11-27 10:00:00+05:30', '2026-11-27', true, '\\x0102'),
      (2, null, null, null, null, null, null, null, null);
  `);
  client = preparingClient(pglite);
}, 60_000);
afterAll(async () => {
  await pglite?.close();
});

/** Drizzle's options: rows as arrays, its dates and timestamps kept as text. */
const drizzleLike: QueryOptions = {
  rowMode: 'array',
  parsers: {
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.DATE]: (value: string) => value,
  },
};

describe('statements kept prepared', () => {
  it.each([
    ['every column type, as objects', 'select * from things order by id', [], undefined],
    ['every column type, as Drizzle reads them', 'select * from things order by id', [], drizzleLike],
    [
      'parameters of each type',
      'select * from things where id = $1 and name = $2 and price = $3',
      [1, 'neem oil', '450.50'],
      undefined,
    ],
    [
      'a timestamp, a JSON value and an array as parameters',
      'select $1::timestamptz as at, $2::jsonb as data, $3::text[] as tags',
      [new Date('2026-11-27T04:30:00Z'), JSON.stringify({ a: [1, 2] }), ['a', 'b,c']],
      undefined,
    ],
    ['a null parameter', 'select count(*) from things where name is not distinct from $1', [null], undefined],
    ['no rows, with its columns named', 'select id, name from things where id = $1', [99], undefined],
    ['the rows a change returns', 'update things set ok = ok where id = $1 returning id, name', [1], drizzleLike],
  ])('answer %s as PGlite does', async (_, text, params, options) => {
    const expected = await pglite.query(text, params, options);
    for (let run = 0; run < 3; run++) {
      const answer = await client.query(text, params, options);
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
    }
  });

  it('are described when prepared, not again on each run', async () => {
    const text = 'select id, name from things where id = $1 and id > 0';
    const sent: string[] = [];
    const execute = pglite.execProtocolStream.bind(pglite);
    const spy = vi.spyOn(pglite, 'execProtocolStream').mockImplementation((message, options) => {
      // Each frontend message: its type byte, then its length (which counts itself, not the type).
      const view = new DataView(message.buffer, message.byteOffset);
      for (let at = 0; at < message.length; at += 1 + view.getInt32(at + 1))
        sent.push(String.fromCharCode(message[at]!));
      return execute(message, options);
    });
    try {
      await client.query(text, [1]);
      expect(sent).toContain('D');
      sent.length = 0;
      expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'neem oil' }]);
      expect(sent).toEqual(['B', 'E', 'S']);
    } finally {
      spy.mockRestore();
    }
  });

  it('count the rows a change affected', async () => {
    const answer = await client.query('update things set ok = $1 where id = $2', [false, 1]);
    expect(answer.affectedRows).toBe(1);
  });

  it("keep the database's error code for the caller", async () => {
    await expect(client.query('insert into things (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it('run in a transaction and are undone with it', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (id, name) values ($1, $2)', [3, 'sprayer']);
        expect((await tx.query('select count(*)::int as n from things')).rows).toEqual([{ n: 3 }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it('go on answering past the number kept, the oldest closed', async () => {
    for (let i = 0; i < 520; i++) {
      expect((await client.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    const kept = await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(kept.rows[0]!.n).toBeLessThanOrEqual(500);
    expect((await client.query('select $1::int + 0 as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('fail once after their columns change under them, then are prepared again', async () => {
    // Migrations run before the server takes requests; this is what a change under it would do.
    const text = 'select * from things where id = $1';
    await client.query(text, [1]);
    await pglite.exec('alter table things add column colour text');
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(text, [1])).rows[0]).toHaveProperty('colour', null);
  });
});

describe('statements marked for a generic plan', () => {
  /** How PostgreSQL planned the runs of each kept statement of this text. */
  async function plansOf(text: string) {
    const kept = await pglite.query<{ generic: number; custom: number }>(
      'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1',
      [text],
    );
    return kept.rows;
  }
  const planMode = async () =>
    (await pglite.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]!.plan_cache_mode;

  it('are planned once for every run, where an unmarked text is planned for each run', async () => {
    const unmarked = 'select id from things where id = any($1::int[])';
    const marked = `${GENERIC_PLAN}${unmarked}`;
    for (let run = 0; run < 8; run++) {
      expect((await client.query(marked, ['{1,2}'])).rows).toEqual([{ id: 1 }, { id: 2 }]);
      expect((await client.query(unmarked, ['{1,2}'])).rows).toEqual([{ id: 1 }, { id: 2 }]);
    }
    expect(await plansOf(marked)).toEqual([{ generic: 8, custom: 0 }]);
    expect(await plansOf(unmarked)).toEqual([{ generic: 0, custom: 8 }]);
  });

  it('leave the planning of the statements after them as it was, in and out of a transaction', async () => {
    const marked = `${GENERIC_PLAN}select name from things where id = $1`;
    await client.query(marked, [1]);
    expect(await planMode()).toBe('auto');
    await client.transaction(async (tx) => {
      await tx.query(marked, [1]);
      expect((await tx.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows).toEqual([
        { plan_cache_mode: 'auto' },
      ]);
    });
    expect(await planMode()).toBe('auto');
  });

  it('leave it as it was when they fail, in and out of a transaction', async () => {
    const failing = `${GENERIC_PLAN}select 1 / $1::int as n`;
    await expect(client.query(failing, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await planMode()).toBe('auto');
    await expect(client.transaction((tx) => tx.query(failing, [0]))).rejects.toMatchObject({ code: '22012' });
    expect(await planMode()).toBe('auto');
    expect((await client.query(failing, [2])).rows).toEqual([{ n: 0 }]);
  });

  it('are prepared and planned again once their plan is older than the age given', async () => {
    const text = `${GENERIC_PLAN}select id from things where id = $1 and ok is not null`;
    const replanning = preparingClient(pglite, { genericPlanMaxAgeMs: -1 });
    await replanning.query(text, [1]);
    await replanning.query(text, [1]);
    expect(await plansOf(text)).toEqual([{ generic: 1, custom: 0 }]);
    await client.query(text, [1]);
    await client.query(text, [1]);
    expect(await plansOf(text)).toEqual([
      { generic: 1, custom: 0 },
      { generic: 2, custom: 0 },
    ]);
  });
});

import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../lib/sql.js';
import { openDatabase, type Database } from './client.js';
import { migrate } from './migrate.js';
import * as schema from './schema.js';

/** Tables only raw SQL reads and writes (the catalogue index's, the product answers, the migrations' own). */
const SQL_ONLY_TABLES = [
  'catalogue_entries',
  'catalogue_index_changes',
  'catalogue_index_state',
  'product_answers',
  'schema_migrations',
];

/** The types a serial column is made of: the column is the integer, its default the sequence. */
const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

interface Column {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
}

/** One line per column, sorted, so a difference reads as the column that differs. */
const lines = (columns: Column[]) =>
  columns.map((c) => `${c.table}.${c.column} ${c.type}${c.notNull ? ' not null' : ''}`).sort();

function drizzleColumns(): Column[] {
  return Object.values(schema)
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      const inPrimaryKey = new Set(config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)));
      return config.columns.map((column) => ({
        table: config.name,
        column: column.name,
        type: (SERIAL_TYPES[column.getSQLType()] ?? column.getSQLType()).replaceAll(', ', ','),
        notNull: column.notNull || inPrimaryKey.has(column.name),
      }));
    });
}

let database: Database;
let migrated: Column[];

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  migrated = await queryRows<Column>(
    database.db,
    sql`SELECT c.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS "type",
               a.attnotnull AS "notNull"
          FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
  );
});

afterAll(async () => {
  await database?.close();
});

describe('the Drizzle schema and the SQL migrations', () => {
  it('declare the same tables, but for those only raw SQL uses', () => {
    const declared = new Set(drizzleColumns().map((c) => c.table));
    const created = new Set(migrated.map((c) => c.table));
    expect([...declared].sort()).toEqual([...created].filter((t) => !SQL_ONLY_TABLES.includes(t)).sort());
  });

  it('give every table the same columns, with the same types and nullability', () => {
    const declared = drizzleColumns();
    const tables = new Set(declared.map((c) => c.table));
    expect(lines(declared)).toEqual(lines(migrated.filter((c) => tables.has(c.table))));
  });
});

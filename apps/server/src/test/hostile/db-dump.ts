import type { Database } from '../../db/client.js';

/** Every row of every table, each as its JSON text, sorted: two dumps are equal when nothing was written. */
export type Dump = Record<string, string[]>;

/** The tables of the application's schema, read from the catalog so a new table is never left out. */
async function tablesOf(database: Database): Promise<string[]> {
  const rows = await database.rawTransaction((tx) =>
    tx.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  );
  return rows.map((row) => row.name);
}

/** The whole database in one statement: one round trip however many tables there are. */
export async function dumpDatabase(database: Database): Promise<Dump> {
  const tables = await tablesOf(database);
  const selects = tables.map(
    (table) =>
      `SELECT '${table}' AS name, coalesce((SELECT json_agg(r ORDER BY r) FROM ` +
      `(SELECT row_to_json(t)::text AS r FROM "${table}" t) rows), '[]'::json) AS rows`,
  );
  const rows = await database.rawTransaction((tx) =>
    tx.query<{ name: string; rows: string[] }>(selects.join(' UNION ALL ')),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}

/** What changed between two dumps, per table: rows that appeared and rows that went (an update is both). */
export function diffDumps(before: Dump, after: Dump): Record<string, { added: string[]; removed: string[] }> {
  const changes: Record<string, { added: string[]; removed: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const is = new Set(after[table] ?? []);
    const added = [...is].filter((row) => !was.has(row));
    const removed = [...was].filter((row) => !is.has(row));
    if (added.length > 0 || removed.length > 0) changes[table] = { added, removed };
  }
  return changes;
}

import type { RawTransaction } from '../db/client.js';

/** The migrations' own bookkeeping: restored by migrating, never copied. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/** Identifiers come from the catalogue, but are quoted all the same. */
export const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * The application's tables, each after the tables its foreign keys point to, so that rows load
 * in an order the constraints would accept even where they are checked.
 */
export async function tablesInDependencyOrder(tx: RawTransaction): Promise<string[]> {
  const tables = (
    await tx.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> $1 ORDER BY c.relname`,
      [MIGRATIONS_TABLE],
    )
  ).map((r) => r.name);
  const references = await tx.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    // A cycle of references: the rest in name order (restore loads with constraint triggers off).
    const next = ready.length > 0 ? ready : tables.filter((t) => !placed.has(t));
    for (const table of next) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/** Columns a row can be given: generated columns are computed by the database. */
export async function writableColumns(tx: RawTransaction, table: string): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [`public.${quoted(table)}`],
  );
  return rows.map((r) => r.name);
}

export async function sequences(tx: RawTransaction): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

export async function appliedMigrations(tx: RawTransaction): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`);
  return rows.map((r) => r.name);
}

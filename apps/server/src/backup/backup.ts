import type { Database, RawTransaction } from '../db/client.js';
import { writeLines } from './backup-file.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  endLine,
  headerLine,
  rowLine,
  sequenceLine,
  tableLine,
  type BackupTotals,
} from './format.js';
import { appliedMigrations, MIGRATIONS_TABLE, quoted, sequences, tablesInDependencyOrder } from './schema-info.js';

/** A backup that cannot be taken; its message says why. */
export class BackupRefused extends Error {}

export interface BackupOptions {
  /** Told as each table is written, for progress on a big database. */
  onTable?: (table: string, rows: number) => void | Promise<void>;
}

/** Rows fetched from the database at a time: the memory a backup holds, whatever the table size. */
const FETCH_ROWS = 1000;

/**
 * Writes every table and sequence of the database to `file`, from one REPEATABLE READ snapshot:
 * a server may keep selling meanwhile, and the backup is the database as it was at one instant
 * (an order is there with its stock movements and emptied cart, or none of them is).
 */
export async function backupDatabase(
  database: Database,
  file: string,
  options: BackupOptions = {},
): Promise<BackupTotals> {
  return database.rawTransaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    // Timestamps written in UTC: the same database backs up to the same bytes on any server.
    await tx.exec("SET LOCAL TimeZone = 'UTC'");
    const [migrated] = await tx.query<{ present: boolean }>(
      `SELECT to_regclass('public.${MIGRATIONS_TABLE}') IS NOT NULL AS present`,
    );
    if (!migrated!.present) throw new BackupRefused('the database was never migrated: it holds nothing to back up');
    const tables = await tablesInDependencyOrder(tx);
    const totals: BackupTotals = { tables: tables.length, rows: 0 };
    await writeLines(file, async (write) => {
      await write(
        headerLine({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          engine: database.kind,
          migrations: await appliedMigrations(tx),
        }),
      );
      for (const table of tables) {
        await write(tableLine(table));
        const rows = await copyRows(tx, table, write);
        totals.rows += rows;
        await options.onTable?.(table, rows);
      }
      for (const sequence of await sequences(tx)) {
        const [state] = await tx.query<{ last_value: string; is_called: boolean }>(
          `SELECT last_value::text AS last_value, is_called FROM public.${quoted(sequence)}`,
        );
        await write(sequenceLine({ sequence, lastValue: state!.last_value, isCalled: state!.is_called }));
      }
      await write(endLine(totals));
    });
    return totals;
  });
}

async function copyRows(tx: RawTransaction, table: string, write: (line: string) => Promise<void>): Promise<number> {
  await tx.exec(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS json FROM public.${quoted(table)} t`,
  );
  let copied = 0;
  for (;;) {
    const batch = await tx.query<{ json: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
    if (batch.length > 0) await write(batch.map((row) => rowLine(row.json)).join('\n'));
    copied += batch.length;
    if (batch.length < FETCH_ROWS) break;
  }
  await tx.exec('CLOSE backup_rows');
  return copied;
}

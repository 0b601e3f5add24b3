import type { Database, RawTransaction } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { readLines } from './backup-file.js';
import { BACKUP_VERSION, BackupFormatError, parseLine, type BackupHeader, type BackupTotals } from './format.js';
import { appliedMigrations, quoted, tablesInDependencyOrder, writableColumns } from './schema-info.js';

/** A restore the operator must decide about; its message says what to do. */
export class RestoreRefused extends Error {}

/**
 * Tables the migrations themselves fill: holding their rows, a database is still empty. The
 * search synonyms' defaults come with migration 0017; a restore replaces them with the backup's,
 * the back office's edits included.
 */
const MIGRATION_FILLED = new Set(['catalogue_index_state', 'search_synonyms']);

/** Rows sent to the database per statement, and the most text one statement carries. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

export interface RestoreOptions {
  /** Replace whatever the database holds, instead of refusing a database that holds data. */
  force?: boolean;
}

/**
 * Restores a backup into `database`, migrated first to this code's schema, which must be the
 * backup's. All or nothing: one transaction, rolled back by a damaged or cut-short file.
 * Loads with triggers off (session_replication_role = replica): rows arrive as they were,
 * derived tables included, and the foreign keys of a consistent snapshot need no re-checking.
 */
export async function restoreDatabase(
  database: Database,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupTotals> {
  const lines = readLines(file);
  try {
    const header = await readHeader(lines, file);
    await migrate(database);
    return await load(database, lines, header, options);
  } finally {
    await lines.return(undefined);
  }
}

async function load(
  database: Database,
  lines: AsyncGenerator<string>,
  header: BackupHeader,
  options: RestoreOptions,
): Promise<BackupTotals> {
  return database.rawTransaction(async (tx) => {
    await matchSchema(tx, header);
    try {
      await tx.exec('SET LOCAL session_replication_role = replica');
    } catch (error) {
      throw new RestoreRefused(
        'Restore loads rows with triggers off, which needs a PostgreSQL superuser (or rds_superuser on ' +
          `Amazon RDS): connect as one in DATABASE_URL (${(error as Error).message})`,
      );
    }
    const tables = await tablesInDependencyOrder(tx);
    if (!options.force) await refuseData(tx, tables);
    await tx.exec(`TRUNCATE ${tables.map((t) => `public.${quoted(t)}`).join(', ')}`);
    const totals = await loadRows(tx, lines, new Set(tables));
    // PGlite runs no autovacuum: without statistics the planner guesses, and guesses badly.
    await tx.exec('ANALYZE');
    return totals;
  });
}

async function readHeader(lines: AsyncGenerator<string>, file: string): Promise<BackupHeader> {
  const first = await lines.next();
  const line = first.done ? null : parseLine(first.value, 1);
  if (line?.kind !== 'header') throw new BackupFormatError(`${file} does not start with a Krishi backup header`);
  if (line.header.version > BACKUP_VERSION) {
    throw new RestoreRefused(
      `${file} was written in backup format ${line.header.version}; this version reads up to ${BACKUP_VERSION}: restore it with the version that made it`,
    );
  }
  return line.header;
}

async function matchSchema(tx: RawTransaction, header: BackupHeader): Promise<void> {
  const ours = await appliedMigrations(tx);
  if (ours.join('\n') === header.migrations.join('\n')) return;
  const missing = header.migrations.filter((m) => !ours.includes(m));
  const extra = ours.filter((m) => !header.migrations.includes(m));
  throw new RestoreRefused(
    'The backup was taken from a schema other than this version of the server: ' +
      [
        missing.length ? `it has migrations this code lacks (${missing.join(', ')})` : '',
        extra.length ? `this code has migrations the backup lacks (${extra.join(', ')})` : '',
      ]
        .filter(Boolean)
        .join('; ') +
      '. Restore with the version of the server that took it, then upgrade by starting the new version.',
  );
}

async function refuseData(tx: RawTransaction, tables: string[]): Promise<void> {
  const holding: string[] = [];
  for (const table of tables) {
    if (MIGRATION_FILLED.has(table)) continue;
    const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${quoted(table)}`);
    if (row!.n > 0) holding.push(`${table} (${row!.n})`);
  }
  if (holding.length === 0) return;
  throw new RestoreRefused(
    `The database is not empty: it holds rows in ${holding.slice(0, 5).join(', ')}` +
      `${holding.length > 5 ? ` and ${holding.length - 5} more tables` : ''}. Restore into an empty database ` +
      '(a new DATA_DIR, or a new PostgreSQL database in DATABASE_URL), or pass --force to replace everything in this one.',
  );
}

async function loadRows(tx: RawTransaction, lines: AsyncGenerator<string>, known: Set<string>): Promise<BackupTotals> {
  let table: string | null = null;
  let insert = '';
  let batch: string[] = [];
  let batchChars = 0;
  let rows = 0;
  const tables = new Set<string>();
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    batchChars = 0;
  };
  let lineNumber = 1;
  for await (const text of lines) {
    const line = parseLine(text, ++lineNumber);
    switch (line.kind) {
      case 'header':
        throw new BackupFormatError(`line ${lineNumber} is a second header: the file is damaged`);
      case 'table': {
        await flush();
        if (!known.has(line.table))
          throw new BackupFormatError(`the backup's table ${line.table} is not in this schema`);
        table = line.table;
        tables.add(table);
        const columns = (await writableColumns(tx, table)).map(quoted).join(', ');
        const target = `public.${quoted(table)}`;
        insert = `INSERT INTO ${target} (${columns}) OVERRIDING SYSTEM VALUE
                  SELECT ${columns} FROM json_populate_recordset(NULL::${target}, $1::json)`;
        break;
      }
      case 'row':
        if (table === null) throw new BackupFormatError(`line ${lineNumber} is a row before any table`);
        batch.push(line.json);
        batchChars += line.json.length;
        if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
        break;
      case 'sequence':
        await flush();
        await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          `public.${quoted(line.sequence)}`,
          line.lastValue,
          line.isCalled,
        ]);
        break;
      case 'end':
        await flush();
        if (line.totals.rows !== rows || line.totals.tables !== tables.size) {
          throw new BackupFormatError(
            `the backup says it holds ${line.totals.rows} rows in ${line.totals.tables} tables, but ${rows} rows in ${tables.size} tables were read`,
          );
        }
        return line.totals;
    }
  }
  throw new BackupFormatError('the file ends before its last line: the backup was cut short, and nothing was restored');
}

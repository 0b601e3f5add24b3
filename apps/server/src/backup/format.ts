/**
 * The backup file: gzip'd JSON lines, engine-neutral, so a PGlite backup restores into
 * PostgreSQL and back. Line by line:
 *
 *   {"header":{...}}                         what made it, and the migrations its schema had
 *   {"table":"users"}                        the rows below belong to this table, until the next
 *   {"row":{...}}                            one row, exactly as PostgreSQL's row_to_json wrote it
 *   {"sequence":"users_id_seq","lastValue":"42","isCalled":true}
 *   {"end":{"tables":31,"rows":1234}}        written last: a file without it was cut short
 *
 * Rows are copied as the database's own JSON text, never parsed in JavaScript, so bigints and
 * floats keep every digit.
 */
export const BACKUP_FORMAT = 'krishi-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The engine it was taken from: informative only, the format does not depend on it. */
  engine: 'pglite' | 'postgres';
  /** The migrations applied to the database it was taken from, in order. */
  migrations: string[];
}

export interface SequenceState {
  sequence: string;
  /** Text, as a bigint may not fit a JavaScript number. */
  lastValue: string;
  isCalled: boolean;
}

export interface BackupTotals {
  tables: number;
  rows: number;
}

export type BackupLine =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: string }
  | { kind: 'row'; json: string }
  | ({ kind: 'sequence' } & SequenceState)
  | { kind: 'end'; totals: BackupTotals };

const ROW_PREFIX = '{"row":';

export const headerLine = (header: BackupHeader) => JSON.stringify({ header });
export const tableLine = (table: string) => JSON.stringify({ table });
export const rowLine = (rowJson: string) => `${ROW_PREFIX}${rowJson}}`;
export const sequenceLine = (state: SequenceState) => JSON.stringify(state);
export const endLine = (totals: BackupTotals) => JSON.stringify({ end: totals });

export class BackupFormatError extends Error {}

/** One line of a backup file; `lineNumber` only names the place in the error. */
export function parseLine(line: string, lineNumber: number): BackupLine {
  if (line.startsWith(ROW_PREFIX) && line.endsWith('}')) {
    return { kind: 'row', json: line.slice(ROW_PREFIX.length, -1) };
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BackupFormatError(`line ${lineNumber} is not JSON: the file is damaged`);
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (isHeader(record.header)) return { kind: 'header', header: record.header };
  if (typeof record.table === 'string') return { kind: 'table', table: record.table };
  if (
    typeof record.sequence === 'string' &&
    typeof record.lastValue === 'string' &&
    /^-?\d+$/.test(record.lastValue) &&
    typeof record.isCalled === 'boolean'
  ) {
    return { kind: 'sequence', sequence: record.sequence, lastValue: record.lastValue, isCalled: record.isCalled };
  }
  const end = record.end as Partial<BackupTotals> | undefined;
  if (typeof end?.tables === 'number' && typeof end.rows === 'number') {
    return { kind: 'end', totals: { tables: end.tables, rows: end.rows } };
  }
  throw new BackupFormatError(`line ${lineNumber} is not a line of a Krishi backup`);
}

function isHeader(value: unknown): value is BackupHeader {
  if (typeof value !== 'object' || value === null) return false;
  const h = value as Partial<BackupHeader>;
  return (
    h.format === BACKUP_FORMAT &&
    typeof h.version === 'number' &&
    typeof h.createdAt === 'string' &&
    (h.engine === 'pglite' || h.engine === 'postgres') &&
    Array.isArray(h.migrations) &&
    h.migrations.every((m) => typeof m === 'string')
  );
}

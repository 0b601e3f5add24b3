import { parse } from 'csv-parse/sync';
import {
  errorMessage,
  isPlainErrorCode,
  LOT_CSV_COLUMNS,
  LOT_CSV_SKU_COLUMN,
  lotReceipt,
  type CsvRowError,
  type LotReceipt,
} from '@krishi/contract';
import { Refusal } from '../../../lib/refusal.js';

/** One row of the lots CSV as read: its number as a spreadsheet shows it (the header is 1). */
export interface LotCsvRow {
  row: number;
  variantId: number;
  receipt: LotReceipt;
}

/** The schema's fields by the file's column names. */
const COLUMN_OF_FIELD: Record<string, string> = {
  batch: 'batch',
  mfgDate: 'mfg_date',
  expiryDate: 'expiry_date',
  quantity: 'quantity',
};

/**
 * Reads the lots CSV: each row's variant and receipt, or its errors (every bad cell named by row
 * and column, with the message the form would give). A file without the columns is refused whole.
 */
export function readLotsCsv(text: string): { rows: LotCsvRow[]; errors: CsvRowError[]; count: number } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new Refusal(400, 'adminLotCsvInvalid');
  }
  const [header, ...body] = records;
  const names = (header ?? []).map((name) => name.toLowerCase());
  const variantColumn = names.includes('variant_id') ? 'variant_id' : LOT_CSV_SKU_COLUMN;
  const missing = LOT_CSV_COLUMNS.filter((c) => c !== 'variant_id').some((c) => !names.includes(c));
  if (missing || !names.includes(variantColumn)) throw new Refusal(400, 'adminLotCsvInvalid');
  const cellOf = (record: string[], column: string) => record[names.indexOf(column)] ?? '';

  const rows: LotCsvRow[] = [];
  const errors: CsvRowError[] = [];
  body.forEach((record, index) => {
    const row = index + 2;
    const idCell = cellOf(record, variantColumn);
    const variantId = /^\d{1,9}$/.test(idCell) && Number(idCell) > 0 ? Number(idCell) : null;
    if (variantId === null) {
      errors.push({ row, column: variantColumn, message: errorMessage('adminLotVariantRequired') });
    }
    const parsed = lotReceipt.safeParse({
      batch: cellOf(record, 'batch'),
      mfgDate: cellOf(record, 'mfg_date'),
      expiryDate: cellOf(record, 'expiry_date'),
      quantity: cellOf(record, 'quantity'),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const code = isPlainErrorCode(issue.message) ? issue.message : 'badRequest';
        const field = String(issue.path[0] ?? 'batch');
        errors.push({ row, column: COLUMN_OF_FIELD[field] ?? field, message: errorMessage(code) });
      }
    }
    if (variantId !== null && parsed.success) rows.push({ row, variantId, receipt: parsed.data });
  });
  return { rows, errors, count: body.length };
}

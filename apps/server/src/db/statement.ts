import type { Db } from './client.js';
import { GENERIC_PLAN } from './pglite-statements.js';

/** A statement of fixed text: run with its values, it answers its rows. */
export interface Statement<Row> {
  (db: Db, values: readonly unknown[]): Promise<Row[]>;
  readonly text: string;
}

/**
 * A statement whose text is written once, for the buying path's hottest reads and writes.
 * Drizzle builds a query's text from its builder anew on every run: a sixth of a cart save's CPU
 * went to building the same five texts (decision 061). This hands the text and values straight
 * to the driver's session, in or out of a transaction, as `db.execute` would after building.
 *
 * Rows arrive as the driver reads them, keyed by the columns' names as the text gives them
 * (alias them in camelCase): integers, floats, booleans, jsonb and text arrays as JavaScript
 * values, numeric, timestamps and dates as text. Cast a numeric to float8 to read a number.
 * A list of ids goes as one array literal (`$1::int[]`), written with `intArray`.
 */
export function statement<Row>(written: string): Statement<Row> {
  // On PGlite the text is planned once (decision 062): a fixed text here is a keyed read or write,
  // whose plan does not depend on the values.
  const text = `${GENERIC_PLAN}${written}`;
  const run = async (db: Db, values: readonly unknown[]): Promise<Row[]> => {
    const prepared = db._.session.prepareQuery({ sql: text, params: [...values] }, undefined, undefined, false);
    const result = (await prepared.execute()) as unknown as { rows: Row[] };
    return result.rows;
  };
  return Object.assign(run, { text });
}

/** Integers as one PostgreSQL array literal, the value of an `$n::int[]` parameter on both drivers. */
export function intArray(values: readonly number[]): string {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
  }
  return `{${values.join(',')}}`;
}

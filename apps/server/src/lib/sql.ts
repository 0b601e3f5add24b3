import type { SQL } from 'drizzle-orm';

/** The database or a transaction: anything that runs a raw statement. */
export interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * Rows of a raw statement. Both drivers answer `db.execute` with an object holding `rows`;
 * Drizzle types it per driver, so the row shape is the caller's to state.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

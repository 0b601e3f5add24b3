import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { seedCatalogue, type CatalogueSeedOptions } from './catalogue.js';
import { syncLanguages } from './languages.js';

/** At every start: UI strings are synced; the demo catalogue is written only into an empty database. */
export async function seedIfEmpty(database: Database, opts: CatalogueSeedOptions): Promise<void> {
  await syncLanguages(database);
  const result = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
  if ((result.rows[0]?.n ?? 0) === 0) await seedCatalogue(database, opts);
}

import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { products } from '../db/schema.js';
import { seedCatalogue, upsertAgronomyTerms, type CatalogueSeedOptions } from './catalogue.js';
import { seedCoupons } from './coupons.js';
import { syncLanguages } from './languages.js';

/**
 * At every start: UI strings and the agronomy reference terms are synced; the demo catalogue is
 * written only into an empty database.
 */
export async function seedIfEmpty(database: Database, opts: CatalogueSeedOptions): Promise<void> {
  await syncLanguages(database);
  await database.rawTransaction((tx) => upsertAgronomyTerms(tx));
  const [row] = await database.db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) === 0) await seedCatalogue(database, opts);
  await seedCoupons(database);
}

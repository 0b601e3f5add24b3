import { and, asc, gt } from 'drizzle-orm';
import { PRODUCT_CSV_COLUMNS, type AdminProductsQuery } from '@krishi/contract';
import type { Db } from '../../../db/client.js';
import { products } from '../../../db/schema.js';
import { productFilter, productsWithVariants } from '../catalogue/products.js';
import { productRecords } from './format.js';
import { importProducts } from './import.js';

/** Products read per query while exporting. */
const EXPORT_BATCH = 500;

/** The catalogue as CSV, one row per variant (PRODUCT_CSV_COLUMNS): exported, and imported back. */
export function adminCsvRepository(db: Db) {
  return {
    /** The header and a record per variant of every product the filters match, by product id. */
    async exportRecords(filters: Omit<AdminProductsQuery, 'pageNum' | 'pageSize'>): Promise<string[][]> {
      const where = productFilter(filters);
      const lines: string[][] = [[...PRODUCT_CSV_COLUMNS]];
      let after = 0;
      for (;;) {
        const batch = await db
          .select()
          .from(products)
          .where(and(where, gt(products.id, after)))
          .orderBy(asc(products.id))
          .limit(EXPORT_BATCH);
        if (batch.length === 0) break;
        for (const product of await productsWithVariants(db, batch)) lines.push(...productRecords(product));
        after = batch[batch.length - 1]!.id;
      }
      return lines;
    },

    import: (csv: string, options: { dryRun: boolean; actorId: number }) => importProducts(db, csv, options),
  };
}

export type AdminCsvRepository = ReturnType<typeof adminCsvRepository>;

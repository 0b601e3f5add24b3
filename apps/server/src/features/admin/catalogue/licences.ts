import { sql } from 'drizzle-orm';
import { LICENSED_CATEGORIES, type LicenceKind, type SellerLicences } from '@krishi/contract';
import { Refusal } from '../../../lib/refusal.js';
import type { Writer } from '../audit/log.js';

const MISSING = {
  pesticide: 'adminPesticideLicenceMissing',
  fertilizer: 'adminFertilizerLicenceMissing',
  seed: 'adminSeedLicenceMissing',
} as const satisfies Record<LicenceKind, string>;

/**
 * Refuses (409) when one of these products is ACTIVE in a licensed top category (pesticides,
 * fertilizers, seeds) and its seller has no licence of that kind on record: the law lets only a
 * licensed shop sell them. Run inside the write's transaction, after it, so the refusal rolls it
 * back whichever way the product got there (form, CSV).
 */
export async function refuseUnlicensed(tx: Writer, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const result = (await tx.execute(sql`
    WITH RECURSIVE up AS (
      SELECT p.id AS product_id, c.parent_id, c.slug
        FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.id IN (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND p.status = 'ACTIVE'
      UNION ALL
      SELECT up.product_id, c.parent_id, c.slug FROM categories c JOIN up ON c.id = up.parent_id
    )
    SELECT up.slug AS root, s.name->>'en' AS seller, s.licences
      FROM up JOIN products p ON p.id = up.product_id JOIN sellers s ON s.id = p.seller_id
      WHERE up.parent_id IS NULL
      ORDER BY up.product_id`)) as unknown as { rows: { root: string; seller: string; licences: SellerLicences }[] };
  for (const row of result.rows) {
    const kind = LICENSED_CATEGORIES[row.root];
    if (kind && !row.licences[kind]) throw new Refusal(409, MISSING[kind], { seller: row.seller });
  }
}

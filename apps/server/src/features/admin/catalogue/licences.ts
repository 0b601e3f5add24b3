import { inArray, sql } from 'drizzle-orm';
import { LICENCE_KINDS, LICENSED_CATEGORIES, type LicenceKind, type SellerLicences } from '@krishi/contract';
import { products } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordAudit, type Writer } from '../audit/log.js';

const MISSING = {
  pesticide: 'adminPesticideLicenceMissing',
  fertilizer: 'adminFertilizerLicenceMissing',
  seed: 'adminSeedLicenceMissing',
} as const satisfies Record<LicenceKind, string>;

/**
 * Refuses (409) when one of these products is ACTIVE in a licensed top category (pesticides,
 * fertilizers, seeds) and its seller has no licence of that kind on record: the law lets only a
 * licensed shop sell them. Run inside the write's transaction, after it, so the refusal rolls it
 * back whichever way the product got there (form, CSV). The seller's row is share-locked: a
 * licence removed at the same time either waits for this write or is seen by it.
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
      ORDER BY up.product_id
      FOR SHARE OF s`)) as unknown as { rows: { root: string; seller: string; licences: SellerLicences }[] };
  for (const row of result.rows) {
    const kind = LICENSED_CATEGORIES[row.root];
    if (kind && !row.licences[kind]) throw new Refusal(409, MISSING[kind], { seller: row.seller });
  }
}

/** The kinds of licence a seller had and has no longer. */
export function removedLicences(before: SellerLicences, after: SellerLicences): LicenceKind[] {
  return LICENCE_KINDS.filter((kind) => before[kind] !== null && after[kind] === null);
}

/**
 * Sets INACTIVE the seller's ACTIVE products of the categories these removed licences covered:
 * without the licence the shop may no longer sell them. Each product's audit entry names the
 * licence; answers how many were set inactive. Run inside the seller's save.
 */
export async function deactivateUnlicensed(
  tx: Writer,
  actorId: number,
  sellerId: number,
  removed: readonly LicenceKind[],
): Promise<number> {
  if (removed.length === 0) return 0;
  const result = (await tx.execute(sql`
    WITH RECURSIVE up AS (
      SELECT p.id AS product_id, c.parent_id, c.slug
        FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.seller_id = ${sellerId} AND p.status = 'ACTIVE'
      UNION ALL
      SELECT up.product_id, c.parent_id, c.slug FROM categories c JOIN up ON c.id = up.parent_id
    )
    SELECT product_id, slug AS root FROM up WHERE parent_id IS NULL ORDER BY product_id`)) as unknown as {
    rows: { product_id: number; root: string }[];
  };
  const unlicensed = result.rows.flatMap((row) => {
    const kind = LICENSED_CATEGORIES[row.root];
    return kind && removed.includes(kind) ? [{ id: row.product_id, kind }] : [];
  });
  if (unlicensed.length === 0) return 0;
  await tx
    .update(products)
    .set({ status: 'INACTIVE', updatedAt: new Date() })
    .where(
      inArray(
        products.id,
        unlicensed.map((p) => p.id),
      ),
    );
  for (const { id, kind } of unlicensed) {
    await recordAudit(tx, {
      actorId,
      action: 'product.unlicensed',
      entity: 'product',
      entityId: id,
      before: { status: 'ACTIVE' },
      after: { status: 'INACTIVE', licenceRemoved: kind },
    });
  }
  return unlicensed.length;
}

import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  EXPIRING_WITHIN_DAYS,
  isSellable,
  LICENSED_CATEGORIES,
  type AdminLot,
  type ExpiringLotsResponse,
  type LotReceipt,
  type VariantLotsResponse,
} from '@krishi/contract';
import type { Db } from '../../../db/client.js';
import { lots, products, variants } from '../../../db/schema.js';
import { lockedLots, refreshInventory, type ShelfRule, type StockTx } from '../../../lib/lot-stock.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordAudit } from '../audit/log.js';

type LotRow = typeof lots.$inferSelect;

const lotView = (lot: LotRow, rule: ShelfRule): AdminLot => ({
  id: lot.id,
  variantId: lot.variantId,
  batch: lot.batch,
  mfgDate: lot.mfgDate,
  expiryDate: lot.expiryDate,
  quantity: lot.quantity,
  sellable: isSellable(lot, rule.today, rule.minShelfDays),
});

/** Which of these variants exist, and whether each is of a licensed top category (pesticides, fertilizers, seeds). */
export async function licensedVariants(tx: Db | StockTx, variantIds: readonly number[]): Promise<Map<number, boolean>> {
  if (variantIds.length === 0) return new Map();
  const result = (await tx.execute(sql`
    WITH RECURSIVE up AS (
      SELECT v.id AS variant_id, c.parent_id, c.slug
        FROM variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id
       WHERE v.id IN (${sql.join(
         variantIds.map((id) => sql`${id}`),
         sql`, `,
       )})
      UNION ALL
      SELECT up.variant_id, c.parent_id, c.slug FROM categories c JOIN up ON c.id = up.parent_id
    )
    SELECT variant_id, slug AS root FROM up WHERE parent_id IS NULL`)) as unknown as {
    rows: { variant_id: number; root: string }[];
  };
  return new Map(result.rows.map((row) => [Number(row.variant_id), Object.hasOwn(LICENSED_CATEGORIES, row.root)]));
}

/**
 * Receives one lot inside the caller's transaction, under the variant's row lock: a batch already
 * on record with the same dates adds to it; the variant's inventory becomes its sellable lots.
 */
export async function receiveLot(tx: StockTx, variantId: number, receipt: LotReceipt, rule: ShelfRule) {
  const held = await lockedLots(tx, variantId);
  const same = held.find((lot) => lot.batch === receipt.batch);
  if (same && (same.mfgDate !== receipt.mfgDate || same.expiryDate !== receipt.expiryDate)) {
    throw new Refusal(409, 'adminLotBatchDatesDiffer', { batch: receipt.batch });
  }
  const [lot] = same
    ? await tx
        .update(lots)
        .set({ quantity: sql`${lots.quantity} + ${receipt.quantity}` })
        .where(eq(lots.id, same.id))
        .returning()
    : await tx
        .insert(lots)
        .values({ variantId, ...receipt })
        .returning();
  await refreshInventory(tx, variantId, rule);
  return lot!;
}

/** A lot received and its receipt audited, as the form and the CSV both do it. */
async function receiveAudited(tx: StockTx, actorId: number, variantId: number, receipt: LotReceipt, rule: ShelfRule) {
  const lot = await receiveLot(tx, variantId, receipt, rule);
  await recordAudit(tx, {
    actorId,
    action: 'variant.lot',
    entity: 'variant',
    entityId: variantId,
    after: { lotId: lot.id, ...receipt },
  });
}

/** Why a receipt cannot be taken for this variant, or null: unknown, not licensed, or already expired. */
export function receiptProblem(
  licensed: boolean | undefined,
  receipt: Pick<LotReceipt, 'expiryDate'>,
  rule: ShelfRule,
): Refusal | null {
  if (licensed === undefined) return new Refusal(404, 'adminVariantNotFound');
  if (!licensed) return new Refusal(400, 'adminLotNotLicensed');
  if (receipt.expiryDate < rule.today) return new Refusal(400, 'adminLotExpired');
  return null;
}

/** The back office's lots: a variant's, receipts, and what expires soon. */
export function adminLotsRepository(db: Db) {
  async function variantLots(variantId: number, rule: ShelfRule): Promise<VariantLotsResponse['data']> {
    const [variant] = await db
      .select({ inventory: variants.inventory })
      .from(variants)
      .where(eq(variants.id, variantId));
    if (!variant) throw new Refusal(404, 'adminVariantNotFound');
    const rows = await db
      .select()
      .from(lots)
      .where(eq(lots.variantId, variantId))
      .orderBy(asc(lots.expiryDate), asc(lots.id));
    return {
      variantId,
      inventory: variant.inventory,
      minShelfDays: rule.minShelfDays,
      lots: rows.map((lot) => lotView(lot, rule)),
    };
  }

  return {
    variantLots,

    async receive(
      actorId: number,
      variantId: number,
      receipt: LotReceipt,
      rule: ShelfRule,
    ): Promise<VariantLotsResponse['data']> {
      await db.transaction(async (tx) => {
        const problem = receiptProblem((await licensedVariants(tx, [variantId])).get(variantId), receipt, rule);
        if (problem) throw problem;
        await receiveAudited(tx, actorId, variantId, receipt, rule);
      });
      return variantLots(variantId, rule);
    },

    /** Lots with stock expiring within the next 60 days (or already expired), soonest first. */
    async expiring(rule: ShelfRule): Promise<ExpiringLotsResponse['data']> {
      const until = addDays(rule.today, EXPIRING_WITHIN_DAYS);
      const rows = await db
        .select({
          lot: lots,
          productId: products.id,
          productTitle: sql<string>`${products.title}->>'en'`,
          variantName: sql<string>`${variants.name}->>'en'`,
        })
        .from(lots)
        .innerJoin(variants, eq(variants.id, lots.variantId))
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(gt(lots.quantity, 0), lte(lots.expiryDate, until)))
        .orderBy(asc(lots.expiryDate), asc(lots.id))
        .limit(500);
      return {
        withinDays: EXPIRING_WITHIN_DAYS,
        minShelfDays: rule.minShelfDays,
        lots: rows.map((row) => ({
          ...lotView(row.lot, rule),
          productId: row.productId,
          productTitle: row.productTitle,
          variantName: row.variantName,
          daysLeft: daysBetween(rule.today, row.lot.expiryDate),
        })),
      };
    },

    /** Which of these variants exist and are licensed (the CSV checks its rows against it). */
    licensed: (variantIds: readonly number[]) => licensedVariants(db, variantIds),

    /** The batches on record of these variants, by variant and batch. */
    async batches(variantIds: readonly number[]): Promise<Map<string, LotRow>> {
      if (variantIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(lots)
        .where(inArray(lots.variantId, [...variantIds]));
      return new Map(rows.map((lot) => [`${lot.variantId}\u0000${lot.batch}`, lot]));
    },

    /** Receives every lot in one transaction (variant id order), or none. */
    async receiveAll(
      actorId: number,
      receipts: Array<{ variantId: number; receipt: LotReceipt }>,
      rule: ShelfRule,
    ): Promise<void> {
      const ordered = [...receipts].sort((a, b) => a.variantId - b.variantId);
      await db.transaction(async (tx) => {
        for (const { variantId, receipt } of ordered) await receiveAudited(tx, actorId, variantId, receipt, rule);
      });
    },
  };
}

export type AdminLotsRepository = ReturnType<typeof adminLotsRepository>;

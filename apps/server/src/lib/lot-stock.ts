import { eq, inArray, ne, sql } from 'drizzle-orm';
import {
  addDays,
  allocateLots,
  indiaDate,
  sellableQuantity,
  type IsoDate,
  type LotTake,
  type OrderLot,
} from '@krishi/contract';
import type { Db } from '../db/client.js';
import { lots, variants } from '../db/schema.js';
import { statement } from '../db/statement.js';

/** A Drizzle transaction: stock is only ever changed inside one. */
export type StockTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** When stock is judged: the Indian calendar day, and the shelf life a lot must still have. */
export interface ShelfRule {
  today: IsoDate;
  minShelfDays: number;
}

/** A lot as stock changes read it. */
export type HeldLot = Omit<typeof lots.$inferSelect, 'receivedAt'>;

// Every order line runs these (decision 061): their texts are written once.
const lockVariant = statement<{ id: number }>('SELECT id FROM variants WHERE id = $1 FOR UPDATE');
const lotsOf = statement<HeldLot>(
  `SELECT id, variant_id AS "variantId", batch, mfg_date::text AS "mfgDate", expiry_date::text AS "expiryDate", quantity
     FROM lots WHERE variant_id = $1 ORDER BY expiry_date, id`,
);
const takePlain = statement<{ id: number }>(
  'UPDATE variants SET inventory = inventory - $2 WHERE id = $1 AND inventory >= $2 RETURNING id',
);
const takeFromLot = statement<never>('UPDATE lots SET quantity = quantity - $2 WHERE id = $1');
const setInventory = statement<never>('UPDATE variants SET inventory = $2 WHERE id = $1');

/**
 * A variant's lots, with its row locked first: every change of a variant's stock (an order, a
 * cancel, a receipt, the sweep) takes that lock, so lot quantities and the variant's inventory
 * change together and one at a time. An empty list: the variant is held without lots.
 */
export async function lockedLots(tx: StockTx, variantId: number): Promise<HeldLot[]> {
  await lockVariant(tx, [variantId]);
  return lotsOf(tx, [variantId]);
}

/** Sets a lot-held variant's inventory to the sum of its sellable lots; call with its row locked. */
export async function refreshInventory(tx: StockTx, variantId: number, rule: ShelfRule): Promise<number> {
  const held = await tx
    .select({ quantity: lots.quantity, expiryDate: lots.expiryDate, id: lots.id })
    .from(lots)
    .where(eq(lots.variantId, variantId));
  const inventory = sellableQuantity(held, rule.today, rule.minShelfDays);
  await tx.update(variants).set({ inventory }).where(eq(variants.id, variantId));
  return inventory;
}

/** What an order line took: from lots (first expiry first), or the variant's plain inventory. */
export type Taken = { byLot: true; takes: Array<LotTake & OrderLot> } | { byLot: false };

/**
 * Takes `quantity` of a variant for an order, or answers null (nothing written) when its
 * sellable stock does not hold that many. A variant with lots sells only from its sellable lots,
 * first expiry first, and its inventory becomes the sum of what is left sellable.
 */
export async function takeStock(
  tx: StockTx,
  variantId: number,
  quantity: number,
  rule: ShelfRule,
): Promise<Taken | null> {
  const held = await lockedLots(tx, variantId);
  if (held.length === 0) {
    const taken = await takePlain(tx, [variantId, quantity]);
    return taken.length === 0 ? null : { byLot: false };
  }
  const takes = allocateLots(held, quantity, rule.today, rule.minShelfDays);
  if (!takes) return null;
  for (const take of takes) await takeFromLot(tx, [take.lotId, take.quantity]);
  const left = held.map((lot) => {
    const take = takes.find((t) => t.lotId === lot.id);
    return take ? { ...lot, quantity: lot.quantity - take.quantity } : lot;
  });
  await setInventory(tx, [variantId, sellableQuantity(left, rule.today, rule.minShelfDays)]);
  return {
    byLot: true,
    takes: takes.map((take) => {
      const lot = held.find((l) => l.id === take.lotId)!;
      return { ...take, variantId, batch: lot.batch, expiryDate: lot.expiryDate };
    }),
  };
}

/**
 * Gives back what an order took: to the lots it came from (the variant's inventory then counts
 * them again if they are still sellable), or to the variant's plain inventory.
 */
export async function giveBackStock(
  tx: StockTx,
  variantId: number,
  given: Array<{ lotId: number | null; quantity: number }>,
  rule: ShelfRule,
): Promise<void> {
  await lockedLots(tx, variantId);
  const toLots = given.filter((g): g is { lotId: number; quantity: number } => g.lotId !== null);
  for (const g of toLots) {
    await tx
      .update(lots)
      .set({ quantity: sql`${lots.quantity} + ${g.quantity}` })
      .where(eq(lots.id, g.lotId));
  }
  const plain = given.filter((g) => g.lotId === null).reduce((sum, g) => sum + g.quantity, 0);
  if (plain > 0) {
    await tx
      .update(variants)
      .set({ inventory: sql`${variants.inventory} + ${plain}` })
      .where(eq(variants.id, variantId));
  }
  if (toLots.length > 0) await refreshInventory(tx, variantId, rule);
}

/**
 * The calendar's part: lots cross MIN_SHELF_DAYS and their expiry day as days pass, with no
 * write to tell. Sets the inventory of every lot-held variant whose stored figure differs from
 * its sellable lots today, one variant per short transaction under its row lock (never holding
 * many rows that an order may also want). Answers how many variants changed.
 */
export async function sweepInventories(db: Db, rule: ShelfRule): Promise<number> {
  const cutoff = addDays(rule.today, rule.minShelfDays);
  const sellable = db
    .select({
      variantId: lots.variantId,
      quantity: sql<number>`coalesce(sum(${lots.quantity}) FILTER (WHERE ${lots.expiryDate} > ${cutoff}), 0)::int`.as(
        'quantity',
      ),
    })
    .from(lots)
    .groupBy(lots.variantId)
    .as('sellable');
  const stale = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(sellable, eq(sellable.variantId, variants.id))
    .where(ne(variants.inventory, sellable.quantity));
  let changed = 0;
  for (const { id } of stale) {
    const before = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ inventory: variants.inventory })
        .from(variants)
        .where(eq(variants.id, id))
        .for('update');
      const now = await refreshInventory(tx, id, rule);
      return row?.inventory === now ? 0 : 1;
    });
    changed += before;
  }
  return changed;
}

/** Which of these variants are held by lot (have any lot on record). */
export async function lotHeld(db: Db | StockTx, variantIds: readonly number[]): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ variantId: lots.variantId })
    .from(lots)
    .where(inArray(lots.variantId, [...variantIds]));
  return new Set(rows.map((r) => r.variantId));
}

/**
 * The sweep on a timer: `run` sweeps once (the app awaits it before it is ready, so its first
 * answers already follow the calendar), then every `intervalMs` (never two at once; the timer does
 * not keep the process alive). `changed` is called after a run that changed an inventory; `stop`
 * waits for a run under way, so the database outlives it.
 */
export function inventorySweep(
  db: Db,
  options: { minShelfDays: number; intervalMs: number; changed: () => void; onError: (error: unknown) => void },
): { run: () => Promise<unknown>; stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= sweepInventories(db, { today: indiaDate(new Date()), minShelfDays: options.minShelfDays })
      .then((changed) => {
        if (changed > 0) options.changed();
      })
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

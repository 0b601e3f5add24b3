import { z } from 'zod';
import { issueCode } from './error-codes.js';
import { addDays, type IsoDate } from './money.js';
import { isoDate } from './shipments.js';

// ---- Lots and expiry (issue 21): pesticides, fertilizers and seeds are held per lot ----

/** Days of shelf life a lot must have left to be sold online (MIN_SHELF_DAYS' default). */
export const DEFAULT_MIN_SHELF_DAYS = 30;
/** The back office's expiry screen looks this many days ahead. */
export const EXPIRING_WITHIN_DAYS = 60;

/** A lot as the allocation sees it: its expiry day and what is left of it. */
export interface LotStock {
  id: number;
  /** The last day the lot may be used, `YYYY-MM-DD`. */
  expiryDate: IsoDate;
  quantity: number;
}

/**
 * Whether a lot may be sold online on `today`: it must outlast `minShelfDays` more days. A lot
 * expiring within them (or already expired) stays in the shop's books but is never sold online,
 * so a farmer never receives a pack about to run out.
 */
export function isSellable(lot: Pick<LotStock, 'expiryDate'>, today: IsoDate, minShelfDays: number): boolean {
  return lot.expiryDate > addDays(today, minShelfDays);
}

/** A variant's inventory as the pages read it: the sum of its sellable lots. */
export function sellableQuantity(lots: readonly LotStock[], today: IsoDate, minShelfDays: number): number {
  return lots.reduce((sum, lot) => (isSellable(lot, today, minShelfDays) ? sum + lot.quantity : sum), 0);
}

/** What one order line takes from one lot. */
export interface LotTake {
  lotId: number;
  quantity: number;
}

/**
 * First expiry, first out: `quantity` units from the sellable lots whose expiry comes first (ties
 * by the lot received first, its id), or null when the sellable lots do not hold that many. Never
 * takes from an unsellable lot, never more than a lot holds.
 */
export function allocateLots(
  lots: readonly LotStock[],
  quantity: number,
  today: IsoDate,
  minShelfDays: number,
): LotTake[] | null {
  const order = lots
    .filter((lot) => lot.quantity > 0 && isSellable(lot, today, minShelfDays))
    .sort((a, b) => (a.expiryDate === b.expiryDate ? a.id - b.id : a.expiryDate < b.expiryDate ? -1 : 1));
  const takes: LotTake[] = [];
  let left = quantity;
  for (const lot of order) {
    if (left === 0) break;
    const taken = Math.min(left, lot.quantity);
    takes.push({ lotId: lot.id, quantity: taken });
    left -= taken;
  }
  return left === 0 ? takes : null;
}

/** What an order shipped of one lot: Order Details and the back office show it for traceability. */
export const orderLot = z.object({
  variantId: z.number().int(),
  batch: z.string(),
  expiryDate: isoDate,
  quantity: z.number().int(),
});
export type OrderLot = z.infer<typeof orderLot>;

// ---- The back office: receiving lots, and what expires soon ----

/** Largest quantity one lot receipt takes. */
export const LOT_QUANTITY_MAX = 1_000_000;

const batch = z
  .string({ error: issueCode('adminLotBatchRequired') })
  .trim()
  .min(1, { error: issueCode('adminLotBatchRequired'), abort: true })
  .max(60, issueCode('tooLong'));
const lotDate = (code: 'adminLotMfgDateInvalid' | 'adminLotExpiryInvalid') =>
  z
    .string({ error: issueCode(code) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, issueCode(code))
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: issueCode(code),
      },
    );
const lotQuantity = z.coerce
  .number({ error: issueCode('adminLotQuantityInvalid') })
  .int(issueCode('adminLotQuantityInvalid'))
  .min(1, issueCode('adminLotQuantityInvalid'))
  .max(LOT_QUANTITY_MAX, issueCode('adminLotQuantityInvalid'));

/**
 * `POST /admin/api/variants/{variantId}/lots`: stock received as one lot. A batch already on
 * record for the variant with the same dates adds to it; with other dates it is refused.
 */
export const lotReceipt = z
  .object({
    batch,
    mfgDate: lotDate('adminLotMfgDateInvalid'),
    expiryDate: lotDate('adminLotExpiryInvalid'),
    quantity: lotQuantity,
  })
  .refine((lot) => lot.mfgDate < lot.expiryDate, { error: issueCode('adminLotDatesOrder'), path: ['expiryDate'] });
export type LotReceipt = z.infer<typeof lotReceipt>;
export type LotReceiptInput = z.input<typeof lotReceipt>;

/** A lot as the back office lists it. */
export const adminLot = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  batch: z.string(),
  mfgDate: isoDate,
  expiryDate: isoDate,
  quantity: z.number().int(),
  /** Sold online today: not expired and outlasting MIN_SHELF_DAYS. */
  sellable: z.boolean(),
});
export type AdminLot = z.infer<typeof adminLot>;

/** A variant's lots, soonest expiry first, and its inventory (the sum of the sellable ones). */
export const variantLotsResponse = z.object({
  data: z.object({
    variantId: z.number().int(),
    inventory: z.number().int(),
    /** MIN_SHELF_DAYS: a lot expiring within them is not sold online. */
    minShelfDays: z.number().int(),
    lots: z.array(adminLot),
  }),
});
export type VariantLotsResponse = z.infer<typeof variantLotsResponse>;

/** `GET /admin/api/lots/expiring`: lots with stock whose expiry falls within the next 60 days (or is past). */
export const expiringLot = adminLot.extend({
  productId: z.number().int(),
  productTitle: z.string(),
  variantName: z.string(),
  /** Days from today to the expiry day; negative once expired. */
  daysLeft: z.number().int(),
});
export type ExpiringLot = z.infer<typeof expiringLot>;
export const expiringLotsResponse = z.object({
  data: z.object({ withinDays: z.number().int(), minShelfDays: z.number().int(), lots: z.array(expiringLot) }),
});
export type ExpiringLotsResponse = z.infer<typeof expiringLotsResponse>;

/**
 * The lots CSV's columns: the variant by `variant_id` (or `sku`, the same number as the product
 * page's structured data names it), then the lot. Dates as YYYY-MM-DD.
 */
export const LOT_CSV_COLUMNS = ['variant_id', 'batch', 'mfg_date', 'expiry_date', 'quantity'] as const;
/** The header a spreadsheet of SKUs may use in place of `variant_id`. */
export const LOT_CSV_SKU_COLUMN = 'sku';

/** `POST /admin/api/lots/import?dryRun=`: every bad row listed; a real run receives all rows or none. */
export const lotImportResponse = z.object({
  message: z.string(),
  data: z.object({
    dryRun: z.boolean(),
    rows: z.number().int(),
    lotsReceived: z.number().int(),
    errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  }),
});
export type LotImportResponse = z.infer<typeof lotImportResponse>;

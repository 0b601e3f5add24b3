import type { CatalogueLine } from './pricing.js';
import type { StoredItem } from './repository.js';

/** A line asked for: the variant, and the product it is said to be of. */
export type WantedLine = Pick<StoredItem, 'productId' | 'variantId'>;

/** Listed variants as cart lines, from the catalogue a process holds; a variant it does not give is absent. */
export type HeldLines = (wanted: ReadonlyArray<WantedLine>) => ReadonlyMap<number, CatalogueLine>;

/** Gives no line: every line is read from the database. */
export const NOTHING_HELD: HeldLines = () => new Map();

/**
 * How long a cart change waits for the catalogue to look again. After an order or an edit that is
 * a patch of a few milliseconds; a full load after a large import or an agronomy change takes half
 * a minute at 100,000 products, and carts must not stop for it.
 */
export const HELD_LINES_WAIT_MS = 250;

/**
 * The held catalogue's lines once it is up to date, or none (every line read from the database)
 * when bringing it up to date takes longer than `waitMs` or fails.
 */
export async function heldOrNothing(held: Promise<HeldLines>, waitMs = HELD_LINES_WAIT_MS): Promise<HeldLines> {
  let timer: NodeJS.Timeout | undefined;
  const passedOver = new Promise<HeldLines>((resolve) => {
    timer = setTimeout(() => resolve(NOTHING_HELD), waitMs);
  });
  try {
    return await Promise.race([held.catch(() => NOTHING_HELD), passedOver]);
  } finally {
    clearTimeout(timer);
  }
}

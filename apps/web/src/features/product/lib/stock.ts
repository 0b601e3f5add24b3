import type { Variant } from '@krishi/contract';

/** At or below this many units the page says 'Only N left'. */
export const LOW_STOCK_THRESHOLD = 10;

export type StockState = { kind: 'in' } | { kind: 'low'; count: number } | { kind: 'out' };

/** The stock line of a pack size: inventory above 0 is in stock (spec section 3). */
export function stockState(variant: Pick<Variant, 'inventory'> | undefined): StockState {
  const inventory = variant?.inventory ?? 0;
  if (inventory <= 0) return { kind: 'out' };
  if (inventory <= LOW_STOCK_THRESHOLD) return { kind: 'low', count: inventory };
  return { kind: 'in' };
}

export function hasAnyStock(variants: ReadonlyArray<Pick<Variant, 'inventory'>>): boolean {
  return variants.some((v) => v.inventory > 0);
}

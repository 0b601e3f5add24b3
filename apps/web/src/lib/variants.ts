import type { Variant } from '@krishi/contract';

/** Spec: the first in-stock variant marked available, else the first in-stock one. */
export function initialVariant(variants: Variant[]): Variant | undefined {
  return (
    variants.find((v) => v.inventory > 0 && v.isProductAvailable) ??
    variants.find((v) => v.inventory > 0) ??
    variants[0]
  );
}

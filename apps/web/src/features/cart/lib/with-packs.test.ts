import { describe, expect, it } from 'vitest';
import { withPacks } from './with-packs';

describe('withPacks', () => {
  it('adds the packs at their counts and keeps the other lines', () => {
    const lines = [{ productId: 9, variantId: 90, quantity: 1 }];

    expect(withPacks(lines, 5, [{ variantId: 51, count: 2 }])).toEqual([
      { productId: 9, variantId: 90, quantity: 1 },
      { productId: 5, variantId: 51, quantity: 2 },
    ]);
  });

  it('sets a pack already in the cart to the count chosen, not more', () => {
    const lines = [{ productId: 5, variantId: 51, quantity: 4 }];

    expect(withPacks(lines, 5, [{ variantId: 51, count: 1 }])).toEqual([{ productId: 5, variantId: 51, quantity: 1 }]);
  });
});

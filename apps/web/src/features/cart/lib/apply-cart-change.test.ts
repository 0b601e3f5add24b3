import { describe, expect, it } from 'vitest';
import type { Cart, ProductSummary, Variant } from '@krishi/contract';
import { applyChange, lineOf } from './apply-cart-change';

const variant = (id: number, inventory = 5): Variant => ({
  id,
  name: { en: `${id} kg` },
  price: 10_000,
  salePrice: 9_000,
  inventory,
  isProductAvailable: true,
  height: 10,
  length: 10,
  width: 10,
  weight: 1,
});

const product = (id: number, variants: Variant[]): ProductSummary => ({
  id,
  title: { en: `Product ${id}` },
  brand: { en: 'Brand' },
  images: [],
  sellerId: 7,
  categoryId: 1,
  variants,
});

const emptyCart: Cart = {
  id: 1,
  userId: 9,
  cartItems: [],
  userAddress: null,
  coupon: null,
  totalPrice: 0,
  shippingPrice: 0,
  discount: 0,
  userPointsDiscount: 0,
  netPrice: 0,
  usePoints: false,
  pointsBalance: 0,
  shipmentList: [],
};

const seeds = variant(11);
const withSeeds = applyChange(emptyCart, { kind: 'add', product: product(3, [seeds]), variant: seeds });

describe('the cart while a change is on its way', () => {
  it('shows an added variant as one unit at once', () => {
    expect(lineOf(withSeeds, 11)?.quantity).toBe(1);
    expect(lineOf(withSeeds, 11)?.product.id).toBe(3);
  });

  it('gives the added line an id no call can use', () => {
    expect(lineOf(withSeeds, 11)!.id).toBeLessThan(0);
  });

  it('adds a variant already in the cart only once', () => {
    const again = applyChange(withSeeds, { kind: 'add', product: product(3, [seeds]), variant: seeds });
    expect(again.cartItems).toHaveLength(1);
  });

  it('shows a new quantity on the line it names only', () => {
    const other = variant(12);
    const two = applyChange(withSeeds, { kind: 'add', product: product(4, [other]), variant: other });
    const changed = applyChange(two, { kind: 'count', variantId: 11, count: 3 });
    expect(lineOf(changed, 11)?.quantity).toBe(3);
    expect(lineOf(changed, 12)?.quantity).toBe(1);
  });

  it('removes the line at quantity 0', () => {
    expect(applyChange(withSeeds, { kind: 'count', variantId: 11, count: 0 }).cartItems).toEqual([]);
  });

  it('leaves the cart it was given unchanged', () => {
    applyChange(withSeeds, { kind: 'count', variantId: 11, count: 0 });
    expect(emptyCart.cartItems).toEqual([]);
    expect(withSeeds.cartItems).toHaveLength(1);
  });
});

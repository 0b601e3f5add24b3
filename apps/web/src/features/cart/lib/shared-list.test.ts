import { describe, expect, it } from 'vitest';
import { decodeList, encodeList, withList } from './shared-list';

describe('a shared list', () => {
  it('comes back from its link as it was written', () => {
    const lines = [
      { productId: 12, variantId: 34, quantity: 2 },
      { productId: 15, variantId: 40, quantity: 1 },
    ];
    expect(encodeList(lines)).toBe('12.34.2~15.40.1');
    expect(decodeList(encodeList(lines))).toEqual(lines);
  });

  it('leaves out malformed parts, zero or huge quantities and a pack named twice', () => {
    expect(decodeList('1.2.3~x.4.5~6.7.0~8.9.1000~1.2.9~10.11.1')).toEqual([
      { productId: 1, variantId: 2, quantity: 3 },
      { productId: 10, variantId: 11, quantity: 1 },
    ]);
    expect(decodeList(null)).toEqual([]);
  });

  it('adds to the cart up to the stock, and leaves out what is sold out', () => {
    const cart = [{ productId: 1, variantId: 2, quantity: 3 }];
    const list = [
      { productId: 1, variantId: 2, quantity: 5 },
      { productId: 3, variantId: 4, quantity: 2 },
      { productId: 5, variantId: 6, quantity: 1 },
    ];
    const stock = new Map([
      [2, 6],
      [4, 10],
      [6, 0],
    ]);
    expect(withList(cart, list, (id) => stock.get(id) ?? 0)).toEqual([
      { productId: 1, variantId: 2, quantity: 6 },
      { productId: 3, variantId: 4, quantity: 2 },
    ]);
  });
});

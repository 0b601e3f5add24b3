import { describe, expect, it } from 'vitest';
import { hasAnyStock, LOW_STOCK_THRESHOLD, stockState } from './stock';

describe('stock line', () => {
  it('says out of stock at zero, below zero and without a variant', () => {
    expect(stockState({ inventory: 0 })).toEqual({ kind: 'out' });
    expect(stockState({ inventory: -2 })).toEqual({ kind: 'out' });
    expect(stockState(undefined)).toEqual({ kind: 'out' });
  });

  it('says only N left up to the threshold', () => {
    expect(stockState({ inventory: 1 })).toEqual({ kind: 'low', count: 1 });
    expect(stockState({ inventory: LOW_STOCK_THRESHOLD })).toEqual({ kind: 'low', count: LOW_STOCK_THRESHOLD });
  });

  it('says in stock above the threshold', () => {
    expect(stockState({ inventory: LOW_STOCK_THRESHOLD + 1 })).toEqual({ kind: 'in' });
  });

  it('knows whether any pack size can be bought', () => {
    expect(hasAnyStock([{ inventory: 0 }, { inventory: 3 }])).toBe(true);
    expect(hasAnyStock([{ inventory: 0 }, { inventory: 0 }])).toBe(false);
    expect(hasAnyStock([])).toBe(false);
  });
});

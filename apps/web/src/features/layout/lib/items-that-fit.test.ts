import { describe, expect, it } from 'vitest';
import { itemsThatFit } from './items-that-fit';

describe('itemsThatFit', () => {
  it('keeps every item when they all fit, with no room left for More', () => {
    expect(itemsThatFit([100, 100, 100], 300, 60)).toBe(3);
  });

  it('keeps as many items as fit beside More when they do not all fit', () => {
    expect(itemsThatFit([100, 100, 100], 299, 60)).toBe(2);
    expect(itemsThatFit([100, 100, 100], 259, 60)).toBe(1);
  });

  it('keeps the order: a short item after one that does not fit stays in More', () => {
    expect(itemsThatFit([100, 200, 10], 250, 40)).toBe(1);
  });

  it('keeps no item when not even the first fits beside More', () => {
    expect(itemsThatFit([100, 100], 120, 60)).toBe(0);
  });

  it('forgives rounding of fractional widths', () => {
    expect(itemsThatFit([100.3, 99.9], 200, 60)).toBe(2);
  });
});

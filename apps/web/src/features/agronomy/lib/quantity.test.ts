import { describe, expect, it } from 'vitest';
import { readableQuantity } from './quantity';

describe('readableQuantity', () => {
  it('says a litre or more in litres and a kilogram or more in kilograms', () => {
    expect(readableQuantity(2500, 'ml')).toEqual({ amount: 2.5, unit: 'L' });
    expect(readableQuantity(1500, 'g')).toEqual({ amount: 1.5, unit: 'kg' });
  });

  it('keeps smaller amounts in their unit', () => {
    expect(readableQuantity(250, 'ml')).toEqual({ amount: 250, unit: 'ml' });
    expect(readableQuantity(12, 'kg')).toEqual({ amount: 12, unit: 'kg' });
  });
});

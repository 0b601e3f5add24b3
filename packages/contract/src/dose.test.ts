import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doseQuery } from './dose.js';
import { choosePacks, convertDose, inBaseUnit, type PackOption } from './dose-values.js';

const option = fc.record({
  variantId: fc.integer({ min: 1, max: 1_000_000 }),
  size: fc.constantFrom(50, 100, 250, 500, 1000, 2500, 5000),
  price: fc.integer({ min: 100, max: 500_000 }),
  stock: fc.integer({ min: 0, max: 6 }),
});
const options = fc.uniqueArray(option, { minLength: 1, maxLength: 4, selector: (o) => o.variantId });
const need = fc.integer({ min: 1, max: 20_000 });

/** Every combination of counts within stock, by trying them all. */
function* everyChoice(packs: readonly PackOption[]): Generator<number[]> {
  if (packs.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = packs;
  for (let count = 0; count <= first!.stock; count++) {
    for (const tail of everyChoice(rest)) yield [count, ...tail];
  }
}

/** The cheapest covering choice's price and pack count, found by brute force; null when none covers. */
function bruteForce(needed: number, packs: readonly PackOption[]): { price: number; count: number } | null {
  let best: { price: number; count: number } | null = null;
  for (const counts of everyChoice(packs)) {
    const covered = counts.reduce((sum, n, i) => sum + n * packs[i]!.size, 0);
    if (covered < needed) continue;
    const price = counts.reduce((sum, n, i) => sum + n * packs[i]!.price, 0);
    const count = counts.reduce((sum, n) => sum + n, 0);
    if (!best || price < best.price || (price === best.price && count < best.count)) best = { price, count };
  }
  return best;
}

const covered = (choice: { packs: { variantId: number; count: number }[] }, packs: readonly PackOption[]) =>
  choice.packs.reduce((sum, p) => sum + p.count * packs.find((o) => o.variantId === p.variantId)!.size, 0);

describe('choosePacks', () => {
  it('chooses packs that always cover the need', () => {
    fc.assert(
      fc.property(need, options, (needed, packs) => {
        const choice = choosePacks(needed, packs);
        if (choice) expect(covered(choice, packs)).toBeGreaterThanOrEqual(needed);
      }),
    );
  });

  it('uses only packs in stock, never more than the stock', () => {
    fc.assert(
      fc.property(need, options, (needed, packs) => {
        const choice = choosePacks(needed, packs);
        for (const pack of choice?.packs ?? []) {
          const stocked = packs.find((o) => o.variantId === pack.variantId);
          expect(stocked).toBeDefined();
          expect(pack.count).toBeGreaterThan(0);
          expect(pack.count).toBeLessThanOrEqual(stocked!.stock);
        }
      }),
    );
  });

  it('finds no cheaper combination, and of equally cheap ones the fewest packs', () => {
    fc.assert(
      fc.property(need, options, (needed, packs) => {
        const choice = choosePacks(needed, packs);
        const best = bruteForce(needed, packs);
        if (!best) {
          expect(choice).toBeNull();
          return;
        }
        expect(choice?.totalPrice).toBe(best.price);
        expect(choice?.packs.reduce((sum, p) => sum + p.count, 0)).toBe(best.count);
      }),
      { numRuns: 300 },
    );
  });

  it('says the total price of the packs it chose', () => {
    fc.assert(
      fc.property(need, options, (needed, packs) => {
        const choice = choosePacks(needed, packs);
        if (!choice) return;
        const price = choice.packs.reduce(
          (sum, p) => sum + p.count * packs.find((o) => o.variantId === p.variantId)!.price,
          0,
        );
        expect(choice.totalPrice).toBe(price);
      }),
    );
  });

  it('answers nothing when the stock cannot cover the need', () => {
    expect(choosePacks(1500, [{ variantId: 1, size: 500, price: 100, stock: 2 }])).toBeNull();
  });

  it('mixes pack sizes when that is cheaper: 2 × 500 ml + 1 × 100 ml for 1.1 L', () => {
    const packs = [
      { variantId: 1, size: 100, price: 60_00, stock: 10 },
      { variantId: 2, size: 500, price: 190_00, stock: 10 },
      { variantId: 3, size: 1000, price: 400_00, stock: 10 },
    ];
    expect(choosePacks(1100, packs)).toEqual({
      packs: [
        { variantId: 1, count: 1 },
        { variantId: 2, count: 2 },
      ],
      totalPrice: 440_00,
    });
  });

  it('takes fewer packs when two choices cost the same', () => {
    const packs = [
      { variantId: 1, size: 500, price: 100, stock: 10 },
      { variantId: 2, size: 1000, price: 200, stock: 10 },
    ];
    expect(choosePacks(1000, packs)?.packs).toEqual([{ variantId: 2, count: 1 }]);
  });

  it('covers a need that is not a whole number of steps', () => {
    expect(choosePacks(250.4, [{ variantId: 1, size: 250, price: 10, stock: 5 }])?.packs).toEqual([
      { variantId: 1, count: 2 },
    ]);
  });
});

describe('dose units', () => {
  it('compares litres with millilitres and kilograms with grams, not one with the other', () => {
    expect(inBaseUnit({ amount: 1, unit: 'L' }, 'ml')).toBe(1000);
    expect(inBaseUnit({ amount: 2.5, unit: 'kg' }, 'g')).toBe(2500);
    expect(inBaseUnit({ amount: 500, unit: 'ml' }, 'kg')).toBeNull();
    expect(convertDose(1500, 'ml', 'L')).toBe(1.5);
  });
});

describe('doseQuery', () => {
  it('takes an area in acres or a number of tanks, not both and not neither', () => {
    expect(doseQuery.safeParse({ crop: 'paddy', acres: '2.5' }).data).toEqual({ crop: 'paddy', acres: 2.5 });
    expect(doseQuery.safeParse({ crop: 'paddy', tanks: '4' }).data).toEqual({ crop: 'paddy', tanks: 4 });
    expect(doseQuery.safeParse({ crop: 'paddy', acres: '1', tanks: '4' }).error?.issues[0]?.message).toBe(
      'doseAreaRequired',
    );
    expect(doseQuery.safeParse({ crop: 'paddy' }).error?.issues[0]?.message).toBe('doseAreaRequired');
    expect(doseQuery.safeParse({ crop: 'paddy', acres: '-1' }).error?.issues[0]?.message).toBe('doseAcresInvalid');
    expect(doseQuery.safeParse({ crop: 'Paddy Field', acres: '1' }).error?.issues[0]?.message).toBe('doseCropInvalid');
  });
});

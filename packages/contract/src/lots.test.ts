import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './money.js';
import { allocateLots, isSellable, lotReceipt, sellableQuantity, type LotStock } from './lots.js';

const TODAY = '2026-11-27';
const lotsArb = fc
  .array(fc.record({ days: fc.integer({ min: -60, max: 900 }), quantity: fc.integer({ min: 0, max: 40 }) }), {
    maxLength: 8,
  })
  .map((rows): LotStock[] =>
    rows.map((r, i) => ({ id: i + 1, expiryDate: addDays(TODAY, r.days), quantity: r.quantity })),
  );
const minShelfArb = fc.integer({ min: 0, max: 90 });

describe('first expiry, first out', () => {
  it('takes exactly the quantity asked, when the sellable lots hold it, and never more than a lot holds', () => {
    fc.assert(
      fc.property(lotsArb, fc.integer({ min: 1, max: 200 }), minShelfArb, (lots, quantity, minShelf) => {
        const takes = allocateLots(lots, quantity, TODAY, minShelf);
        const sellable = sellableQuantity(lots, TODAY, minShelf);
        if (quantity > sellable) {
          expect(takes).toBeNull();
          return;
        }
        expect(takes!.reduce((sum, t) => sum + t.quantity, 0)).toBe(quantity);
        for (const take of takes!) {
          const lot = lots.find((l) => l.id === take.lotId)!;
          expect(take.quantity).toBeGreaterThan(0);
          expect(take.quantity).toBeLessThanOrEqual(lot.quantity);
        }
      }),
    );
  });

  it('never takes from an expired lot or one expiring within the shelf days', () => {
    fc.assert(
      fc.property(lotsArb, fc.integer({ min: 1, max: 200 }), minShelfArb, (lots, quantity, minShelf) => {
        for (const take of allocateLots(lots, quantity, TODAY, minShelf) ?? []) {
          const lot = lots.find((l) => l.id === take.lotId)!;
          expect(daysBetween(TODAY, lot.expiryDate)).toBeGreaterThan(minShelf);
        }
      }),
    );
  });

  it('empties every sooner-expiring sellable lot before touching a later one', () => {
    fc.assert(
      fc.property(lotsArb, fc.integer({ min: 1, max: 200 }), minShelfArb, (lots, quantity, minShelf) => {
        const takes = allocateLots(lots, quantity, TODAY, minShelf);
        if (!takes) return;
        const latest = takes
          .map((t) => lots.find((l) => l.id === t.lotId)!.expiryDate)
          .sort()
          .at(-1)!;
        for (const lot of lots) {
          if (!isSellable(lot, TODAY, minShelf) || lot.expiryDate >= latest) continue;
          const taken = takes.find((t) => t.lotId === lot.id)?.quantity ?? 0;
          expect(taken).toBe(lot.quantity);
        }
      }),
    );
  });

  it('takes the sooner lot first: 4 of (90 days: 3, 400 days: 5) is 3 then 1', () => {
    const lots = [
      { id: 1, expiryDate: addDays(TODAY, 400), quantity: 5 },
      { id: 2, expiryDate: addDays(TODAY, 90), quantity: 3 },
    ];
    expect(allocateLots(lots, 4, TODAY, 30)).toEqual([
      { lotId: 2, quantity: 3 },
      { lotId: 1, quantity: 1 },
    ]);
  });

  it('counts a lot expiring exactly MIN_SHELF_DAYS from today as not sellable, one day later as sellable', () => {
    expect(isSellable({ expiryDate: addDays(TODAY, 30) }, TODAY, 30)).toBe(false);
    expect(isSellable({ expiryDate: addDays(TODAY, 31) }, TODAY, 30)).toBe(true);
  });
});

describe('a lot receipt', () => {
  it('wants real calendar dates, manufacture before expiry', () => {
    const lot = { batch: 'A1', mfgDate: '2026-02-28', expiryDate: '2028-02-29', quantity: '5' };
    expect(lotReceipt.parse(lot)).toEqual({ ...lot, quantity: 5 });
    expect(lotReceipt.safeParse({ ...lot, expiryDate: '2027-02-29' }).success).toBe(false);
    expect(lotReceipt.safeParse({ ...lot, mfgDate: '2028-03-01' }).success).toBe(false);
  });
});

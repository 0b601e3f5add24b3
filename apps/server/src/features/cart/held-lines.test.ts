import { describe, expect, it } from 'vitest';
import type { CatalogueLine } from './pricing.js';
import { heldOrNothing, NOTHING_HELD, type HeldLines } from './held-lines.js';

const line = { variant: { id: 7 } } as unknown as CatalogueLine;
const held: HeldLines = () => new Map([[7, line]]);
const wanted = [{ productId: 3, variantId: 7 }];

describe("a cart change's lines from the held catalogue", () => {
  it('come from the catalogue once it is up to date within the wait', async () => {
    const lookup = await heldOrNothing(new Promise((resolve) => setTimeout(() => resolve(held), 5)), 1_000);
    expect(lookup(wanted).get(7)).toBe(line);
  });

  it('all come from the database when the catalogue takes longer than the wait (a full load)', async () => {
    const started = performance.now();
    const lookup = await heldOrNothing(new Promise<HeldLines>(() => {}), 20);
    expect(lookup).toBe(NOTHING_HELD);
    expect(lookup(wanted).size).toBe(0);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('all come from the database when the catalogue cannot be brought up to date', async () => {
    const lookup = await heldOrNothing(Promise.reject(new Error('the database went away')), 1_000);
    expect(lookup).toBe(NOTHING_HELD);
  });
});

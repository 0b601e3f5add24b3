import type { DoseRate } from './agronomy.js';
import type { DoseUnit } from './agronomy-values.js';
import type { DosePack } from './dose.js';

/**
 * The dose calculator's measures and arithmetic, kept apart from its schemas (dose.ts): the
 * product page computes with these from its first paint, and a browser module that reads only
 * them does not bring zod into the product page's start.
 */

/** Karnataka measures land in guntas: 40 to the acre. */
export const GUNTAS_PER_ACRE = 40;
/** The knapsack sprayer farmers fill: 16 litres of spray water a tank. */
export const SPRAYER_TANK_LITRES = 16;
/** Spray water a label's per-litre dose assumes on an acre, when it gives no per-acre dose. */
export const SPRAY_LITRES_PER_ACRE = 200;
export const MAX_DOSE_ACRES = 1000;
export const MAX_DOSE_TANKS = 1000;

/** Millilitres and grams: the base units packs and doses are compared in. */
const BASE: Record<DoseUnit, { base: 'ml' | 'g'; factor: number }> = {
  ml: { base: 'ml', factor: 1 },
  L: { base: 'ml', factor: 1000 },
  g: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
};

/** An amount in its base unit (ml or g); null when `rate` measures the other kind of thing. */
export function inBaseUnit(rate: DoseRate, like: DoseUnit): number | null {
  const from = BASE[rate.unit];
  if (from.base !== BASE[like].base) return null;
  return rate.amount * from.factor;
}

/** An amount of one unit said in another of the same kind ('1500 ml' in L is 1.5). */
export function convertDose(amount: number, from: DoseUnit, to: DoseUnit): number {
  return (amount * BASE[from].factor) / BASE[to].factor;
}

/** One pack the choice may use: its size in a base unit (whole), its price and how many are in stock. */
export interface PackOption {
  variantId: number;
  size: number;
  price: number;
  stock: number;
}

export interface PackChoice {
  packs: DosePack[];
  totalPrice: number;
}

/** The largest number of size steps the choice searches: a bound on its time and memory. */
export const MAX_PACK_STEPS = 100_000;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The cheapest packs, within stock, whose sizes add up to at least `need`; of equally cheap
 * choices, the one with fewest packs. Null when the stock cannot cover the need, or when covering
 * it takes more than MAX_PACK_STEPS steps of the sizes' common divisor.
 *
 * A bounded knapsack solved by dynamic programming over the amount covered, capped at the need:
 * each variant's stock is split into chunks of 1, 2, 4, ... packs so every count up to the stock
 * is a sum of chunks, and each chunk is taken or not.
 */
export function choosePacks(need: number, options: readonly PackOption[]): PackChoice | null {
  if (need <= 0) return { packs: [], totalPrice: 0 };
  const usable = options.filter((o) => o.stock > 0 && Number.isInteger(o.size) && o.size > 0);
  if (usable.length === 0) return null;
  const step = usable.reduce((g, o) => gcd(g, o.size), 0);
  // Float noise (0.1 × 3 acres) must not ask for one more step than the need.
  const target = Math.ceil(Math.round((need / step) * 1e6) / 1e6);
  if (target > MAX_PACK_STEPS) return null;

  const chunks: { option: number; count: number; steps: number; price: number }[] = [];
  usable.forEach((o, option) => {
    const steps = o.size / step;
    let left = Math.min(o.stock, Math.ceil(target / steps));
    for (let count = 1; left > 0; count *= 2) {
      const take = Math.min(count, left);
      chunks.push({ option, count: take, steps: steps * take, price: o.price * take });
      left -= take;
    }
  });

  const price = new Float64Array(target + 1).fill(Infinity);
  const packs = new Float64Array(target + 1).fill(Infinity);
  price[0] = 0;
  packs[0] = 0;
  const taken = chunks.map(() => new Uint8Array(target + 1));
  chunks.forEach((chunk, c) => {
    for (let q = target; q > 0; q--) {
      const from = Math.max(0, q - chunk.steps);
      const p = price[from]! + chunk.price;
      const n = packs[from]! + chunk.count;
      if (p < price[q]! || (p === price[q]! && n < packs[q]!)) {
        price[q] = p;
        packs[q] = n;
        taken[c]![q] = 1;
      }
    }
  });
  if (price[target] === Infinity) return null;

  const counts = new Array<number>(usable.length).fill(0);
  let q = target;
  for (let c = chunks.length - 1; c >= 0 && q > 0; c--) {
    if (taken[c]![q]) {
      const chunk = chunks[c]!;
      counts[chunk.option]! += chunk.count;
      q = Math.max(0, q - chunk.steps);
    }
  }
  return {
    packs: usable.flatMap((o, i) => (counts[i]! > 0 ? [{ variantId: o.variantId, count: counts[i]! }] : [])),
    totalPrice: price[target]!,
  };
}

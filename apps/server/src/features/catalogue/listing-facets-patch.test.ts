import { describe, expect, it } from 'vitest';
import type { ProductFacets, ProductFilters, ProductSort } from '@krishi/contract';
import {
  FacetIndexBuilder,
  type CardVariant,
  type FacetEntry,
  type FacetIndex,
  type FacetName,
  type Rating,
} from './listing-facets.js';
import { reorder, type ListingOrder, type Placed } from './listing-order.js';

const variant = (price: number, salePrice: number | null = null, inventory = 5): CardVariant => ({
  price,
  salePrice,
  inventory,
  isProductAvailable: true,
});

interface Product {
  id: number;
  createdAt: number;
  seller: number;
  terms: number[];
  variants: CardVariant[];
  rating: Rating;
}

const TERMS = [
  { id: 1, slug: 'paddy', crop: true },
  { id: 2, slug: 'chilli', crop: true },
  { id: 3, slug: 'aphids', crop: false },
  { id: 4, slug: 'thrips', crop: false },
].map((term) => ({ ...term, name: { en: term.slug } }));

const sellersOf = (names: Array<[number, string]>): Map<number, FacetName> =>
  new Map(names.map(([id, en]) => [id, { en }]));
const LOADED_SELLERS = sellersOf([
  [10, 'Alpha'],
  [20, 'Beta'],
  [30, 'Gamma'],
]);

const SORTS: ProductSort[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'discount', 'rating', 'popular'];
const FILTERS: ProductFilters[] = [
  {},
  { brandIds: [10, 40] },
  { minPrice: 500, maxPrice: 2500 },
  { crops: ['paddy'] },
  { pests: ['aphids', 'thrips'] },
  { inStock: true },
  { minRating: 3 },
  { minDiscount: 10 },
  { brandIds: [20, 30], crops: ['chilli', 'paddy'], inStock: true, minPrice: 1000 },
  { pests: ['thrips'], minRating: 2, minDiscount: 5, maxPrice: 2000 },
];

/** The same pseudo-random numbers on every run, below `below`. */
function randomFrom(seed: number) {
  return (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * below);
  };
}

/** A product with any seller of `sellers`, terms, 0 to 4 variants (some on sale, some out of stock) and rating. */
function product(id: number, random: (below: number) => number, sellers = [10, 20, 30]): Product {
  const count = random(6);
  return {
    id,
    // Few distinct times: many products share one, and listing order breaks the tie by id.
    createdAt: 1_000 * (1 + random(100)),
    seller: sellers[random(sellers.length)]!,
    terms: TERMS.filter(() => random(3) === 0).map((term) => term.id),
    variants: Array.from({ length: random(5) }, () => {
      const price = 100 * (1 + random(30));
      return variant(price, random(2) === 0 ? null : price - 10 * random(price / 20), random(4) === 0 ? 0 : 3);
    }),
    rating: { sum: count + random(4 * count + 1), count },
  };
}

const entry = (p: Product): FacetEntry => ({
  id: p.id,
  sellerId: p.seller,
  termIds: p.terms,
  variants: p.variants,
  rating: p.rating,
});

/** The listing order of `products`, as a load lists them. */
const listed = (products: readonly Placed[]): ListingOrder =>
  reorder({ ids: new Int32Array(0), createdAt: new Float64Array(0) }, new Set(), products);

/** An index built afresh, as a load builds one: `products` in `order`, then their popularity. */
function built(
  products: ReadonlyMap<number, Product>,
  order: Int32Array,
  sellers: ReadonlyMap<number, FacetName>,
  units: ReadonlyMap<number, number>,
): FacetIndex {
  const builder = new FacetIndexBuilder(sellers, TERMS);
  for (const id of order) {
    const p = products.get(id)!;
    builder.add(p.id, p.seller, p.terms, p.variants, p.rating);
  }
  const index = builder.build();
  index.setPopularity(units);
  return index;
}

/**
 * Every answer to every sort and filter of `FILTERS` over three bases: all products, a seller's
 * page (a part, in listing order) and a search (a part, in an order of its own), by query.
 */
function answers(index: FacetIndex, order: Int32Array, random: (below: number) => number): Record<string, unknown> {
  const bases: Array<[string, Int32Array, boolean]> = [
    ['all', order, false],
    ['part', order.filter((_, i) => i % 3 !== 1), false],
    ['search', order.filter(() => random(2) === 0).sort(() => random(3) - 1), true],
  ];
  const found: Record<string, unknown> = {};
  for (const [key, base, searched] of bases)
    for (const sort of SORTS)
      for (const filters of FILTERS) {
        const answer = index.listing(base, key, { searched, sort, filters });
        found[`${key} ${sort} ${JSON.stringify(filters)}`] = {
          ids: [...answer.ids],
          facets: JSON.parse(answer.facets.toString()) as ProductFacets,
        };
      }
  return found;
}

/** The same questions to both indexes: each base's search order is drawn once, for both. */
function expectSameAnswers(patched: FacetIndex, fresh: FacetIndex, order: Int32Array, seed: number): void {
  expect(answers(patched, order, randomFrom(seed))).toEqual(answers(fresh, order, randomFrom(seed)));
}

describe('a patched facet index', () => {
  it('answers every filter, sort and facet as one built afresh from the same products', () => {
    for (let round = 0; round < 12; round++) {
      const random = randomFrom(round + 1);
      const n = 60 + random(300);
      const loaded = Array.from({ length: n }, (_, i) => product(i + 1, random));
      const products = new Map(loaded.map((p) => [p.id, p]));
      const before = listed(loaded);
      const units = new Map(loaded.filter(() => random(2) === 0).map((p) => [p.id, random(20)]));
      const index = built(products, before.ids, LOADED_SELLERS, units);

      const removed = new Set(loaded.filter(() => random(10) === 0).map((p) => p.id));
      const kept = loaded.filter((p) => !removed.has(p.id));
      // Changed products: a new seller (one the load did not know, too), price, terms and time, so they move.
      const changed = kept.filter(() => random(12) === 0).map((p) => product(p.id, random, [10, 20, 30, 40]));
      const times = loaded.map((p) => p.createdAt);
      const fresh = [
        { ...product(n + 1, random), createdAt: Math.max(...times) + 1_000 },
        { ...product(n + 2, random), createdAt: Math.min(...times) - 1_000 },
        // Beside a product loaded at the same time: after it, as the higher id is newer.
        { ...product(n + 3, random), createdAt: loaded[random(n)]!.createdAt },
        { ...product(n + 4, random), seller: 40 },
        ...Array.from({ length: random(8) }, (_, i) => product(n + 5 + i, random, [10, 20, 30, 40])),
      ];
      // A card changed since the load and not yet put back in place in the sorted orders.
      const updated = kept.find((p) => !changed.some((c) => c.id === p.id))!;
      const update = { ...updated, variants: [variant(50 + random(3000))], rating: { sum: 14, count: 3 } };
      index.update(update.id, update.variants, update.rating);
      products.set(update.id, update);

      const patch = [...changed, ...fresh];
      for (const id of removed) products.delete(id);
      for (const p of patch) products.set(p.id, p);
      const after = reorder(before, removed, patch);
      // Sellers as they are now: one renamed (its place in the facet moves), one new.
      const sellers = sellersOf([
        [10, 'Alpha'],
        [20, 'Zeta'],
        [30, 'Gamma'],
        [40, 'Delta'],
      ]);
      const patched = index.patched(after, patch.map(entry), sellers);

      expectSameAnswers(patched, built(products, after.ids, sellers, units), after.ids, round);
    }
  });

  it('a patch with more products added than are repaired one by one still sorts every order', () => {
    const random = randomFrom(99);
    const loaded = Array.from({ length: 300 }, (_, i) => product(i + 1, random));
    const products = new Map(loaded.map((p) => [p.id, p]));
    const before = listed(loaded);
    const units = new Map(loaded.map((p) => [p.id, random(10)]));
    const index = built(products, before.ids, LOADED_SELLERS, units);

    // Far more than the 64 repaired one by one: changed and new products alike.
    const patch = [
      ...loaded.filter((_, i) => i % 10 === 0).map((p) => product(p.id, random)),
      ...Array.from({ length: 120 }, (_, i) => product(301 + i, random)),
    ];
    for (const p of patch) products.set(p.id, p);
    const after = reorder(before, new Set(), patch);
    const patched = index.patched(after, patch.map(entry), LOADED_SELLERS);

    expectSameAnswers(patched, built(products, after.ids, LOADED_SELLERS, units), after.ids, 5);
  });

  it('the index before the patch answers as before', () => {
    const random = randomFrom(42);
    const loaded = Array.from({ length: 200 }, (_, i) => product(i + 1, random));
    const products = new Map(loaded.map((p) => [p.id, p]));
    const before = listed(loaded);
    const units = new Map(loaded.map((p) => [p.id, random(10)]));
    const index = built(products, before.ids, LOADED_SELLERS, units);
    const twin = built(products, before.ids, LOADED_SELLERS, units);

    const patch = [product(7, random), product(201, random, [40]), product(202, random)];
    const after = reorder(before, new Set([3, 50, 120]), patch);
    index.patched(after, patch.map(entry), sellersOf([[40, 'Delta']]));

    expectSameAnswers(index, twin, before.ids, 8);
  });

  it('a product of a seller new since the load counts in the brand facet', () => {
    const products = [
      { id: 1, createdAt: 1_000 },
      { id: 2, createdAt: 2_000 },
    ];
    const builder = new FacetIndexBuilder(sellersOf([[10, 'Alpha']]), TERMS);
    const before = listed(products);
    for (const id of before.ids) builder.add(id, 10, [], [variant(100)], { sum: 0, count: 0 });
    const index = builder.build();

    const after = reorder(before, new Set(), [{ id: 3, createdAt: 3_000 }]);
    const patched = index.patched(
      after,
      [{ id: 3, sellerId: 40, termIds: [1], variants: [variant(300)], rating: { sum: 0, count: 0 } }],
      sellersOf([
        [10, 'Alpha'],
        [40, 'Delta'],
      ]),
    );

    const all = patched.listing(after.ids, 'all', { searched: false });
    expect((JSON.parse(all.facets.toString()) as ProductFacets).brands).toEqual([
      { id: 10, name: { en: 'Alpha' }, count: 2 },
      { id: 40, name: { en: 'Delta' }, count: 1 },
    ]);
    expect([...patched.listing(after.ids, 'all', { searched: false, filters: { brandIds: [40] } }).ids]).toEqual([3]);
  });
});

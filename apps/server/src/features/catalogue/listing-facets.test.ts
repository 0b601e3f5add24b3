import { describe, expect, it } from 'vitest';
import type { ProductFacets } from '@krishi/contract';
import { FacetIndexBuilder, type CardVariant } from './listing-facets.js';

const variant = (price: number, salePrice: number | null = null, inventory = 5): CardVariant => ({
  price,
  salePrice,
  inventory,
  isProductAvailable: true,
});

/** Products 1..n in listing order (1 newest); sellers 10 and 20; crop 'paddy' (term 1), pest 'aphids' (term 2). */
function index(
  products: Array<{ seller?: number; terms?: number[]; variants: CardVariant[]; rating?: [number, number] }>,
) {
  const builder = new FacetIndexBuilder(
    new Map([
      [10, { en: 'Alpha' }],
      [20, { en: 'Beta' }],
    ]),
    [
      { id: 1, slug: 'paddy', crop: true, name: { en: 'Paddy' } },
      { id: 2, slug: 'aphids', crop: false, name: { en: 'Aphids' } },
    ],
  );
  products.forEach((p, i) =>
    builder.add(i + 1, p.seller ?? 10, p.terms ?? [], p.variants, {
      sum: p.rating?.[0] ?? 0,
      count: p.rating?.[1] ?? 0,
    }),
  );
  return builder.build();
}

const ALL = (n: number) => Int32Array.from({ length: n }, (_, i) => i + 1);
const facetsOf = (json: string) => JSON.parse(json) as ProductFacets;

describe('the facet index', () => {
  it('finds a price range that only a middle variant falls in', () => {
    const facets = index([{ variants: [variant(100), variant(500), variant(900)] }, { variants: [variant(100)] }]);
    expect([
      ...facets.listing(ALL(2), 'all', { searched: false, filters: { minPrice: 400, maxPrice: 600 } }).ids,
    ]).toEqual([1]);
  });

  it('sorts a product without a variant last both ways, and never into a price range', () => {
    const facets = index([{ variants: [] }, { variants: [variant(300)] }, { variants: [variant(200)] }]);
    expect([...facets.listing(ALL(3), 'all', { searched: false, sort: 'price_asc' }).ids]).toEqual([3, 2, 1]);
    expect([...facets.listing(ALL(3), 'all', { searched: false, sort: 'price_desc' }).ids]).toEqual([2, 3, 1]);
    expect([...facets.listing(ALL(3), 'all', { searched: false, filters: { maxPrice: 1000 } }).ids]).toEqual([2, 3]);
  });

  it('breaks ties newest first', () => {
    const facets = index([{ variants: [variant(100)] }, { variants: [variant(100)] }, { variants: [variant(50)] }]);
    expect([...facets.listing(ALL(3), 'all', { searched: false, sort: 'price_asc' }).ids]).toEqual([3, 1, 2]);
  });

  it('keeps a ticked brand with no product, and leaves out an id no seller has', () => {
    const facets = index([
      { seller: 10, terms: [1], variants: [variant(100)] },
      { seller: 20, variants: [variant(100)] },
    ]);
    const answer = facets.listing(ALL(2), 'all', {
      searched: false,
      filters: { brandIds: [20, 99], crops: ['paddy'] },
    });
    expect(answer.ids).toHaveLength(0);
    expect(facetsOf(answer.facets).brands).toEqual([
      { id: 10, name: { en: 'Alpha' }, count: 1 },
      { id: 20, name: { en: 'Beta' }, count: 0 },
    ]);
  });

  it('counts crops under the pest filter and pests under the crop filter', () => {
    const facets = index([
      { terms: [1, 2], variants: [variant(100)] },
      { terms: [1], variants: [variant(100)] },
      { terms: [2], variants: [variant(100)] },
    ]);
    const answer = facetsOf(
      facets.listing(ALL(3), 'all', { searched: false, filters: { crops: ['paddy'], pests: ['aphids'] } }).facets,
    );
    expect(answer.crops).toEqual([{ slug: 'paddy', count: 1 }]);
    expect(answer.pests).toEqual([{ slug: 'aphids', count: 1 }]);
  });

  it('counts discount and rating steps as thresholds', () => {
    const facets = index([
      { variants: [variant(100, 40)], rating: [9, 2] },
      { variants: [variant(100, 80)], rating: [3, 1] },
      { variants: [variant(100)] },
    ]);
    const answer = facetsOf(facets.listing(ALL(3), 'all', { searched: false }).facets);
    expect(answer.discount).toEqual([
      { minDiscount: 10, count: 2 },
      { minDiscount: 25, count: 1 },
      { minDiscount: 50, count: 1 },
    ]);
    expect(answer.rating).toEqual([
      { minRating: 4, count: 1 },
      { minRating: 3, count: 2 },
      { minRating: 2, count: 2 },
    ]);
    expect(answer.price).toEqual({ min: 40, max: 100 });
  });

  it('follows a changed card and popularity', () => {
    const facets = index([{ variants: [variant(100, null, 0)] }, { variants: [variant(100)] }]);
    expect([...facets.listing(ALL(2), 'all', { searched: false, filters: { inStock: true } }).ids]).toEqual([2]);
    facets.update(1, [variant(100)], { sum: 0, count: 0 });
    expect([...facets.listing(ALL(2), 'all', { searched: false, filters: { inStock: true } }).ids]).toEqual([1, 2]);
    facets.setPopularity(new Map([[2, 7]]));
    expect([...facets.listing(ALL(2), 'all', { searched: false, sort: 'popular' }).ids]).toEqual([2, 1]);
  });
});

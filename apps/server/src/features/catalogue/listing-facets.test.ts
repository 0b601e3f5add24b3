import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_STEPS,
  RATING_STEPS,
  discountPercent,
  shownPrice,
  type ProductFacets,
  type ProductFilters,
  type ProductSort,
} from '@krishi/contract';
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
  sellers: Array<[number, string]> = [
    [10, 'Alpha'],
    [20, 'Beta'],
  ],
  terms: Array<{ id: number; slug: string; crop: boolean }> = [
    { id: 1, slug: 'paddy', crop: true },
    { id: 2, slug: 'aphids', crop: false },
  ],
) {
  const builder = new FacetIndexBuilder(
    new Map(sellers.map(([id, en]) => [id, { en }])),
    terms.map((term) => ({ ...term, name: { en: term.slug } })),
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
const facetsOf = (json: Buffer) => JSON.parse(json.toString()) as ProductFacets;

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

  it('shows a changed price in the next unfiltered answer of the same listing', () => {
    const facets = index([{ variants: [variant(100)] }, { variants: [variant(300)] }]);
    expect(facetsOf(facets.listing(ALL(2), 'all', { searched: false }).facets).price).toEqual({ min: 100, max: 300 });
    facets.update(2, [variant(900)], { sum: 0, count: 0 });
    expect(facetsOf(facets.listing(ALL(2), 'all', { searched: false }).facets).price).toEqual({ min: 100, max: 900 });
  });

  it('counts a filtered listing once for every sort, and again after a change', () => {
    const facets = index([
      { seller: 10, variants: [variant(100)] },
      { seller: 20, variants: [variant(300, null, 0)] },
    ]);
    const query = (sort: ProductSort) => ({ searched: false, sort, filters: { inStock: true } });
    const first = facets.listing(ALL(2), 'all', query('price_asc'));
    expect(facets.listing(ALL(2), 'all', query('price_desc')).facets).toBe(first.facets);
    facets.update(2, [variant(300)], { sum: 0, count: 0 });
    const after = facetsOf(facets.listing(ALL(2), 'all', query('price_desc')).facets);
    expect(after.brands.map((brand) => brand.count)).toEqual([1, 1]);
  });

  it('puts a product whose price changed in its new place in every sorted order', () => {
    const facets = index([{ variants: [variant(100)] }, { variants: [variant(200)] }, { variants: [variant(300)] }]);
    const sorted = (sort: ProductSort) => [...facets.listing(ALL(3), 'all', { searched: false, sort }).ids];
    expect(sorted('price_asc')).toEqual([1, 2, 3]);
    facets.update(1, [variant(250)], { sum: 0, count: 0 });
    facets.update(3, [variant(50)], { sum: 0, count: 0 });
    expect(sorted('price_asc')).toEqual([3, 2, 1]);
    expect(sorted('price_desc')).toEqual([1, 2, 3]);
  });

  it('sorts every order again after many changes at once', () => {
    const n = 200;
    const facets = index(Array.from({ length: n }, (_, i) => ({ variants: [variant(1000 + i)] })));
    for (let id = 1; id <= n; id++) facets.update(id, [variant(5000 - id)], { sum: 0, count: 0 });
    expect([...facets.listing(ALL(n), 'all', { searched: false, sort: 'price_asc' }).ids]).toEqual(
      Array.from({ length: n }, (_, i) => n - i),
    );
  });

  it('counts and keeps what a product-by-product count does, over random catalogues and filters', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * below);
    };
    const sellers = [10, 20, 30];
    const terms = [
      { id: 1, slug: 'paddy', crop: true },
      { id: 2, slug: 'chilli', crop: true },
      { id: 3, slug: 'aphids', crop: false },
      { id: 4, slug: 'thrips', crop: false },
    ];
    const sorts: ProductSort[] = ['relevance', 'price_asc', 'price_desc', 'newest', 'discount', 'rating', 'popular'];
    for (let round = 0; round < 20; round++) {
      const n = 40 + random(400);
      const products = Array.from({ length: n }, () => ({
        seller: sellers[random(3)]!,
        terms: terms.filter(() => random(3) === 0).map((term) => term.id),
        variants: Array.from({ length: random(4) }, () => {
          const price = 100 * (1 + random(50));
          return variant(price, random(2) === 0 ? null : price - 10 * random(price / 20), random(4) === 0 ? 0 : 3);
        }),
        rating: ((count) => [count + random(4 * count + 1), count] as [number, number])(random(9)),
      }));
      const facets = index(
        products,
        [
          [10, 'Alpha'],
          [20, 'Beta'],
          [30, 'Gamma'],
        ],
        terms,
      );
      // A search's base: some products, in an order of its own.
      const base =
        round % 2 === 0
          ? ALL(n)
          : Int32Array.from(
              ALL(n)
                .filter(() => random(3) > 0)
                .sort(() => random(3) - 1),
            );
      for (let ask = 0; ask < 15; ask++) {
        const filters: ProductFilters = {};
        if (random(3) === 0) filters.brandIds = sellers.filter(() => random(2) === 0);
        if (random(3) === 0) filters.crops = ['paddy', 'chilli'].filter(() => random(2) === 0);
        if (random(3) === 0) filters.pests = ['aphids', 'thrips'].filter(() => random(2) === 0);
        if (random(3) === 0) {
          filters.minPrice = 100 * random(30);
          filters.maxPrice = filters.minPrice + 100 * random(30);
        }
        if (random(2) === 0) filters.inStock = true;
        if (random(3) === 0) filters.minRating = 1 + random(5);
        if (random(3) === 0) filters.minDiscount = 1 + random(60);
        const sort = sorts[random(sorts.length)]!;
        const searched = round % 2 === 1;
        const answer = facets.listing(base, `base${round}`, { searched, filters, sort });
        const expected = countedOneByOne(products, base, filters, terms);
        expect(facetsOf(answer.facets)).toEqual(expected.facets);
        expect([...answer.ids].sort((a, b) => a - b)).toEqual([...expected.kept].sort((a, b) => a - b));
        // Relevance keeps the base's order: a search's ranking, a listing's newest first.
        if (sort === 'relevance' || (sort === 'newest' && !searched)) expect([...answer.ids]).toEqual(expected.kept);
        // By lowest price, ties newest (here: lowest id) first, products without a price last.
        const lowest = (id: number) => Math.min(...products[id - 1]!.variants.map(shownPrice));
        if (sort === 'price_asc')
          expect([...answer.ids]).toEqual([...expected.kept].sort((a, b) => lowest(a) - lowest(b) || a - b));
      }
    }
  });
});

type Product = { seller: number; terms: number[]; variants: CardVariant[]; rating: [number, number] };

/**
 * What a listing keeps (in base order) and counts, product by product: each facet counts the
 * products every filter but its own accepts.
 */
function countedOneByOne(
  products: Product[],
  base: Int32Array,
  filters: ProductFilters,
  terms: Array<{ id: number; slug: string; crop: boolean }>,
) {
  const slugOf = new Map(terms.map((term) => [term.id, term]));
  const tenths = (p: Product) => (p.rating[1] > 0 ? Math.round((p.rating[0] * 10) / p.rating[1]) : 0);
  const best = (p: Product) => Math.max(0, ...p.variants.map(discountPercent));
  const accepts = (p: Product, filter: keyof ProductFilters): boolean => {
    const paid = p.variants.map(shownPrice);
    const slugs = (crop: boolean) =>
      p.terms
        .map((id) => slugOf.get(id)!)
        .filter((t) => t.crop === crop)
        .map((t) => t.slug);
    switch (filter) {
      case 'brandIds':
        return !filters.brandIds?.length || filters.brandIds.includes(p.seller);
      case 'crops':
        return !filters.crops?.length || slugs(true).some((slug) => filters.crops!.includes(slug));
      case 'pests':
        return !filters.pests?.length || slugs(false).some((slug) => filters.pests!.includes(slug));
      case 'minPrice':
      case 'maxPrice':
        return (
          (filters.minPrice === undefined && filters.maxPrice === undefined) ||
          paid.some((price) => price >= (filters.minPrice ?? 0) && price <= (filters.maxPrice ?? Infinity))
        );
      case 'inStock':
        return !filters.inStock || p.variants.some((v) => v.isProductAvailable && v.inventory > 0);
      case 'minRating':
        return filters.minRating === undefined || tenths(p) >= filters.minRating * 10;
      case 'minDiscount':
        return filters.minDiscount === undefined || best(p) >= filters.minDiscount;
    }
  };
  const all: Array<keyof ProductFilters> = [
    'brandIds',
    'crops',
    'pests',
    'minPrice',
    'inStock',
    'minRating',
    'minDiscount',
  ];
  const under = (own: keyof ProductFilters) =>
    [...base].map((id) => products[id - 1]!).filter((p) => all.every((f) => f === own || accepts(p, f)));
  const kept = [...base].filter((id) => all.every((f) => accepts(products[id - 1]!, f)));
  const byCount = <T extends { count: number }>(values: T[]) => values.sort((a, b) => b.count - a.count);
  const brandNames: Record<number, string> = { 10: 'Alpha', 20: 'Beta', 30: 'Gamma' };
  const brands = byCount(
    [10, 20, 30].map((id) => ({
      id,
      name: { en: brandNames[id]! },
      count: under('brandIds').filter((p) => p.seller === id).length,
    })),
  ).filter((brand) => brand.count > 0 || filters.brandIds?.includes(brand.id));
  const termFacet = (crop: boolean) =>
    byCount(
      terms
        .filter((term) => term.crop === crop)
        .sort((a, b) => a.slug.localeCompare(b.slug))
        .map((term) => ({
          slug: term.slug,
          count: under(crop ? 'crops' : 'pests').filter((p) => p.terms.includes(term.id)).length,
        })),
    ).filter((term) => term.count > 0 || (crop ? filters.crops : filters.pests)?.includes(term.slug));
  const prices = under('minPrice').flatMap((p) => p.variants.map(shownPrice));
  const facets: ProductFacets = {
    brands,
    crops: termFacet(true),
    pests: termFacet(false),
    price: prices.length === 0 ? { min: null, max: null } : { min: Math.min(...prices), max: Math.max(...prices) },
    inStock: {
      count: under('inStock').filter((p) => p.variants.some((v) => v.isProductAvailable && v.inventory > 0)).length,
    },
    discount: DISCOUNT_STEPS.map((step) => ({
      minDiscount: step,
      count: under('minDiscount').filter((p) => best(p) >= step).length,
    })),
    rating: RATING_STEPS.map((step) => ({
      minRating: step,
      count: under('minRating').filter((p) => tenths(p) >= step * 10).length,
    })),
  };
  return { kept, facets };
}

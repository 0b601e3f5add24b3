import { describe, expect, it } from 'vitest';
import { chosenCount, choiceKey, readListingChoice, searchOf, toggled, writeListingChoice } from './listing-filters';

const read = (search: string) => readListingChoice(new URLSearchParams(search));

describe('a filtered listing address', () => {
  it('names each ticked brand, crop and pest once, as a plain form sends them', () => {
    expect(read('brand=3&brand=7&crop=paddy&pest=whitefly&pest=aphid').filters).toEqual({
      brandIds: [3, 7],
      crops: ['paddy'],
      pests: ['whitefly', 'aphid'],
    });
  });

  it('holds prices in whole rupees and asks the API in paise', () => {
    expect(read('minPrice=100&maxPrice=450').filters).toEqual({ minPrice: 10_000, maxPrice: 45_000 });
  });

  it('reads a price range typed the wrong way round as the range between the two', () => {
    expect(read('minPrice=900&maxPrice=100').filters).toEqual({ minPrice: 10_000, maxPrice: 90_000 });
  });

  it('keeps in stock, the rating and the discount thresholds and the sort', () => {
    expect(read('inStock=1&minRating=4&minDiscount=25&sort=price_asc')).toEqual({
      filters: { inStock: true, minRating: 4, minDiscount: 25 },
      sort: 'price_asc',
    });
  });

  it('leaves out what it cannot understand instead of refusing the page', () => {
    expect(
      read('brand=abc&brand=0&crop=Paddy!&minPrice=-5&maxPrice=1e3&inStock=yes&minRating=9&minDiscount=0&sort=cheap'),
    ).toEqual({ filters: {}, sort: undefined });
  });

  it('takes a repeated value once', () => {
    expect(read('brand=3&brand=3&crop=paddy&crop=paddy').filters).toEqual({ brandIds: [3], crops: ['paddy'] });
  });
});

describe('writing a choice into the address', () => {
  it('keeps the search words and drops the page, so a new filter starts at page 1', () => {
    const params = new URLSearchParams('query=gobbara&page=3&brand=2');
    const next = writeListingChoice(params, { filters: { brandIds: [2, 5], inStock: true }, sort: 'rating' });
    expect(searchOf(next)).toBe('?query=gobbara&brand=2&brand=5&inStock=1&sort=rating');
  });

  it('reads back what it wrote', () => {
    const choice = {
      filters: { brandIds: [4], crops: ['chilli'], pests: ['thrips'], minPrice: 5_000, maxPrice: 60_000, minRating: 3 },
      sort: 'discount' as const,
    };
    expect(readListingChoice(writeListingChoice(new URLSearchParams(), choice))).toEqual(choice);
  });

  it('is empty when nothing is chosen', () => {
    expect(searchOf(writeListingChoice(new URLSearchParams('page=2'), { filters: {}, sort: undefined }))).toBe('');
  });
});

describe('ticking a value', () => {
  it('adds it after the others, and a second tick takes it away', () => {
    expect(toggled([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggled([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('leaves no filter when its last value is unticked', () => {
    expect(toggled(['paddy'], 'paddy')).toBeUndefined();
  });
});

describe('the count on the Filters button', () => {
  it('counts each ticked value, and a price range as one', () => {
    expect(chosenCount({ brandIds: [1, 2], crops: ['paddy'], minPrice: 100, maxPrice: 900, inStock: true })).toBe(5);
    expect(chosenCount({})).toBe(0);
  });
});

describe('the cache key of a choice', () => {
  it('is the same whatever order the values were ticked in', () => {
    expect(choiceKey({ filters: { brandIds: [5, 2] }, sort: undefined })).toBe(
      choiceKey({ filters: { brandIds: [2, 5] }, sort: undefined }),
    );
  });

  it('is absent when nothing is chosen, so an unfiltered listing keeps its key', () => {
    expect(choiceKey({ filters: {}, sort: undefined })).toBeNull();
  });
});

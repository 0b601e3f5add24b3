import { describe, expect, it } from 'vitest';
import {
  CatalogueIndexBuilder,
  normalizeQuery,
  tokenize,
  withinTypos,
  type IndexedProduct,
} from './catalogue-index.js';

describe('words', () => {
  it('splits English and Kannada on spaces and punctuation, keeping vowel signs', () => {
    expect(tokenize('Neem-Oil 1500ppm, ಬೇವಿನ ಎಣ್ಣೆ!')).toEqual(['neem', 'oil', '1500ppm', 'ಬೇವಿನ', 'ಎಣ್ಣೆ']);
  });

  it('normalises a query to its distinct words', () => {
    expect(normalizeQuery('  Neem  NEEM oil ')).toBe('neem oil');
    expect(normalizeQuery(' \t ')).toBe('');
  });

  it('counts a swapped pair or a missing letter as one typo', () => {
    expect(withinTypos('imidaclopird', 'imidacloprid', 1, false)).toBe(true);
    expect(withinTypos('fertilzer', 'fertilizer', 1, false)).toBe(true);
    expect(withinTypos('urea', 'potash', 1, false)).toBe(false);
  });

  it('matches a half-typed word with a typo against the beginning of a word only when asked', () => {
    expect(withinTypos('fertl', 'fertilizer', 1, true)).toBe(true);
    expect(withinTypos('fertl', 'fertilizer', 1, false)).toBe(false);
    expect(withinTypos('fxrtl', 'fertilizer', 1, true)).toBe(false);
  });
});

describe('the index', () => {
  const product = (id: number, title: string, categoryId = 2, sellerId = 1): IndexedProduct => ({
    id,
    createdAt: id,
    categoryId,
    sellerId,
    titles: [title, ''],
    brands: ['Acme', ''],
  });
  const builder = new CatalogueIndexBuilder([
    { id: 1, parentId: null, active: true, names: ['Inputs', ''] },
    { id: 2, parentId: 1, active: true, names: ['Seeds', 'ಬೀಜ'] },
    { id: 3, parentId: 1, active: true, names: ['Fertilizers', ''] },
    { id: 4, parentId: 3, active: false, names: ['Hidden', ''] },
  ]);
  [product(3, 'Urea Granules', 3), product(2, 'Hybrid Tomato Seeds', 2, 7), product(1, 'Urea Liquid', 4)].forEach((p) =>
    builder.add(p),
  );
  const index = builder.build();

  it('lists a category with its active children, newest first', () => {
    expect([...index.list({ categoryId: 1 })]).toEqual([3, 2]);
    expect([...index.list({})]).toEqual([3, 2, 1]);
    expect([...index.list({ sellerId: 7 })]).toEqual([2]);
  });

  it('finds nothing, at once, for a word still being typed that only descriptions hold', () => {
    const described = new CatalogueIndexBuilder([{ id: 1, parentId: null, active: true, names: ['Inputs', ''] }]);
    described.add({ ...product(1, 'Urea Granules', 1), descriptions: ['A keeper of soil nitrogen', ''] });
    const started = performance.now();
    expect(described.build().search('kee', {}).ids).toEqual(new Int32Array(0));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('does not correct words of three letters or fewer', () => {
    expect([...index.search('ura', {}).ids]).toEqual([]);
    expect([...index.search('urea', {}).ids]).toEqual([3, 1]);
  });

  it('finds a product by a typo in a half-typed word', () => {
    expect([...index.search('tomatp', {}).ids]).toEqual([2]);
  });
});

describe('ranking', () => {
  it("takes a farmer's word the synonym list knows as its meaning, not as a typo of a title word", () => {
    const builder = new CatalogueIndexBuilder(
      [
        { id: 1, parentId: null, active: true, names: ['Pesticides', ''] },
        { id: 2, parentId: null, active: true, names: ['Fertilizers', ''] },
      ],
      [{ word: 'dawa', means: ['pesticides'] }],
    );
    builder.add({ id: 1, createdAt: 2, categoryId: 2, sellerId: 1, titles: ['Dawn Potash', ''], brands: ['Acme', ''] });
    builder.add({ id: 2, createdAt: 1, categoryId: 1, sellerId: 1, titles: ['Neem Oil', ''], brands: ['Acme', ''] });
    const found = builder.build().search('dawa', {});
    expect([...found.ids]).toEqual([2]);
    expect(found.searchedFor).toBe('pesticides');
  });

  it('ranks a product whose brand has every word above one found through its category', () => {
    const builder = new CatalogueIndexBuilder([
      { id: 2, parentId: null, active: true, names: ['Seeds', ''] },
      { id: 5, parentId: null, active: true, names: ['Green Leaf Farm', ''] },
    ]);
    builder.add({ id: 11, createdAt: 11, categoryId: 5, sellerId: 1, titles: ['Potash', ''], brands: ['Acme', ''] });
    builder.add({
      id: 10,
      createdAt: 10,
      categoryId: 2,
      sellerId: 1,
      titles: ['Urea', ''],
      brands: ['Green Leaf', ''],
    });
    expect([...builder.build().search('green leaf', {}).ids]).toEqual([10, 11]);
  });
});

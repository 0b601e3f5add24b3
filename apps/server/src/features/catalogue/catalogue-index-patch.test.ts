import { describe, expect, it } from 'vitest';
import {
  CatalogueIndexBuilder,
  recategorised,
  type CatalogueIndex,
  type IndexedCategory,
  type IndexedProduct,
} from './catalogue-index.js';
import { reorder } from './listing-order.js';

const CATEGORIES: IndexedCategory[] = [
  { id: 1, parentId: null, active: true, names: ['Inputs', 'ಒಳಸುರಿ'] },
  { id: 2, parentId: 1, active: true, names: ['Seeds', 'ಬೀಜ'] },
  { id: 3, parentId: 1, active: true, names: ['Fertilizers', 'ಗೊಬ್ಬರ'] },
  { id: 4, parentId: null, active: true, names: ['Tools', 'ಉಪಕರಣ'] },
];
const SYNONYMS = [{ word: 'dawa', means: ['pesticide'] }];
const TITLE_WORDS = ['urea', 'potash', 'neem', 'tomato', 'hybrid', 'sprayer', 'ಬೇವಿನ', 'ಎಣ್ಣೆ', 'ಟೊಮೆಟೊ', 'pesticide'];
const BRANDS = ['Acme', 'Green Leaf', 'ಹಸಿರು'];
const DESCRIPTION_WORDS = ['nitrogen', 'soil', 'yield', 'whitefly', 'ಮಣ್ಣು', 'keeper', 'granules'];
const QUERIES = [
  ...TITLE_WORDS,
  ...DESCRIPTION_WORDS,
  'batch',
  'ure',
  'tomatp',
  'fertilizer',
  'seeds',
  'gobbara',
  'bevina enne',
  'dawa',
  'green leaf',
  'neem oil',
  'soil yield',
  'kee',
  'zzz',
];

/** A small generator of the same numbers every run. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

function productsFor(random: () => number, ids: number[]): IndexedProduct[] {
  const pick = <T>(from: readonly T[]) => from[Math.floor(random() * from.length)]!;
  return ids.map((id) => ({
    id,
    // Some products share a creation time: the higher id comes first.
    createdAt: 1_000_000 + Math.floor(random() * 40),
    categoryId: pick([2, 3, 4]),
    sellerId: pick([1, 2, 3]),
    titles: [`${pick(TITLE_WORDS)} ${pick(TITLE_WORDS)}`, pick(TITLE_WORDS)],
    brands: [pick(BRANDS), ''],
    crops: random() < 0.3 ? ['tomato'] : [],
    pests: random() < 0.3 ? ['whitefly', 'ಬಿಳಿನೊಣ'] : [],
    // Every product's description says 'batch': a word too common to find anything by.
    descriptions: [`<p>${pick(DESCRIPTION_WORDS)} batch ${pick(DESCRIPTION_WORDS)}</p>`, pick(DESCRIPTION_WORDS)],
  }));
}

/** An index built afresh from the products, in listing order. */
function built(products: readonly IndexedProduct[], categories = CATEGORIES): CatalogueIndex {
  const builder = new CatalogueIndexBuilder(categories, SYNONYMS);
  [...products].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).forEach((product) => builder.add(product));
  return builder.build();
}

function answers(index: CatalogueIndex) {
  return {
    lists: [{}, { categoryId: 1 }, { categoryId: 3 }, { sellerId: 2 }, { categoryId: 1, sellerId: 1 }].map((filter) => [
      ...index.list(filter),
    ]),
    searches: QUERIES.flatMap((query) =>
      [{}, { categoryId: 2 }].map((filter) => {
        const { ids, searchedFor } = index.search(query, filter);
        return { query, ids: [...ids], searchedFor };
      }),
    ),
    closest: index.closest('gobbara xyz'),
  };
}

describe('a catalogue index patched with the products changed since its load', () => {
  it('lists and finds every product as an index built afresh from the same products does', () => {
    const random = numbers(7);
    let products = productsFor(
      random,
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
    let index = built(products);
    let nextId = 121;
    for (let round = 0; round < 6; round++) {
      const removed = new Set(products.filter(() => random() < 0.05).map((p) => p.id));
      const changed = productsFor(
        random,
        products.filter((p) => !removed.has(p.id) && random() < 0.05).map((p) => p.id),
      );
      const added = productsFor(
        random,
        Array.from({ length: 1 + Math.floor(random() * 4) }, () => nextId++),
      );
      // One of them the newest of all, as a new product is.
      added[0]!.createdAt = 2_000_000 + round;
      const listed = [...changed, ...added];
      index = index.patched(reorder(index.order, removed, listed), listed);
      const changedIds = new Set(changed.map((p) => p.id));
      products = [...products.filter((p) => !removed.has(p.id) && !changedIds.has(p.id)), ...listed];
      expect(answers(index), `round ${round}`).toEqual(answers(built(products)));
    }
  });

  it('finds a product listed anew by a word no product had before', () => {
    const [first] = productsFor(numbers(1), [1]);
    const index = built([first!]);
    const added: IndexedProduct = {
      ...first!,
      id: 2,
      createdAt: first!.createdAt + 1,
      titles: ['Trichoderma viride', ''],
    };
    const patched = index.patched(reorder(index.order, new Set(), [added]), [added]);
    expect([...patched.search('trichoderma', {}).ids]).toEqual([2]);
    expect([...patched.list({})]).toEqual([2, 1]);
  });

  it('no longer finds a product taken off the listing, nor lists it', () => {
    const products = productsFor(numbers(2), [1, 2, 3]).map((p, i) => ({ ...p, titles: [`Imidacloprid ${i}`, ''] }));
    const index = built(products);
    const patched = index.patched(reorder(index.order, new Set([2]), []), []);
    expect([...patched.search('imidacloprid', {}).ids].sort()).toEqual([1, 3]);
    expect([...patched.list({})]).not.toContain(2);
    expect(patched.productCount).toBe(2);
  });

  it('finds a renamed product by its new title and not by its old one', () => {
    const [first] = productsFor(numbers(3), [1]);
    const index = built([{ ...first!, titles: ['Mancozeb 75 WP', ''] }]);
    const renamed = { ...first!, titles: ['Carbendazim 50 WP', ''] };
    const patched = index.patched(reorder(index.order, new Set(), [renamed]), [renamed]);
    expect([...patched.search('carbendazim', {}).ids]).toEqual([1]);
    expect([...patched.search('mancozeb', {}).ids]).toEqual([]);
  });
});

describe('a catalogue index patched with a changed category tree', () => {
  const renamed = CATEGORIES.map((c) => (c.id === 3 ? { ...c, names: ['Manures', 'ಸಗಣಿ'] } : c));

  it('finds the products of a renamed category by its new name, and no longer by its old one', () => {
    const products = productsFor(
      numbers(11),
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const index = built(products);
    const inFertilizers = products.filter((p) => p.categoryId === 3);
    const patched = index.patched(reorder(index.order, new Set(), inFertilizers), inFertilizers, renamed);

    expect(new Set(patched.search('manures', {}).ids)).toEqual(new Set(inFertilizers.map((p) => p.id)));
    expect(answers(patched)).toEqual(answers(built(products, renamed)));
  });

  it('lists a category moved under another with its new parent', () => {
    const products = productsFor(
      numbers(12),
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const moved = CATEGORIES.map((c) => (c.id === 3 ? { ...c, parentId: 4 } : c));
    const index = built(products);
    const changed = products.filter((p) => p.categoryId === 3);
    const patched = index.patched(reorder(index.order, new Set(), changed), changed, moved);

    expect([...patched.list({ categoryId: 4 })]).toEqual([...built(products, moved).list({ categoryId: 4 })]);
    expect(answers(patched)).toEqual(answers(built(products, moved)));
  });
});

describe('the categories whose products are found by other words', () => {
  const tree: IndexedCategory[] = [
    { id: 1, parentId: null, active: true, names: ['Inputs', ''] },
    { id: 2, parentId: 1, active: true, names: ['Seeds', ''] },
    { id: 3, parentId: 2, active: true, names: ['Vegetable seeds', ''] },
    { id: 4, parentId: null, active: true, names: ['Tools', ''] },
  ];
  const change = (id: number, to: Partial<IndexedCategory>) => tree.map((c) => (c.id === id ? { ...c, ...to } : c));

  it('are a renamed category and every category below it', () => {
    expect(recategorised(tree, change(2, { names: ['Seed', ''] }))).toEqual(new Set([2, 3]));
  });

  it('are a moved category and every category below it', () => {
    expect(recategorised(tree, change(2, { parentId: 4 }))).toEqual(new Set([2, 3]));
  });

  it('are none for a new category, nor for one only hidden or given a new slug', () => {
    expect(recategorised(tree, [...tree, { id: 5, parentId: 4, active: true, names: ['Sprayers', ''] }])).toEqual(
      new Set(),
    );
    expect(recategorised(tree, change(3, { active: false, slug: 'vegetables' }))).toEqual(new Set());
  });
});

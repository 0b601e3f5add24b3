import { describe, expect, it } from 'vitest';
import {
  brandWords,
  capitalise,
  categoryNameInTree,
  listingTitle,
  parseId,
  sellerIdFromBrandParam,
  slugWords,
} from './listing-params';

describe('the seller id of a brand address', () => {
  it('is the part after the last dash', () => {
    expect(sellerIdFromBrandParam('hasiru-seeds-12')).toBe(12);
    expect(sellerIdFromBrandParam('krishi-yantra-3')).toBe(3);
  });

  it('is the whole parameter when it is only a number', () => {
    expect(sellerIdFromBrandParam('7')).toBe(7);
  });

  it('is missing when the part after the dash is not a positive id', () => {
    for (const param of [undefined, '', 'hasiru-seeds', 'brand-0', 'brand-1e3', 'brand-99999999999'])
      expect(sellerIdFromBrandParam(param)).toBeUndefined();
  });
});

describe('ids in addresses', () => {
  it('accepts positive 32-bit integers only', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId('2147483648')).toBeUndefined();
    expect(parseId('0')).toBeUndefined();
    expect(parseId('12abc')).toBeUndefined();
    expect(parseId(null)).toBeUndefined();
  });
});

describe('readable names from slugs', () => {
  it('turns dashes into spaces', () => {
    expect(slugWords('organic-farming')).toBe('organic farming');
  });

  it('decodes escaped text and keeps a malformed escape as it is', () => {
    expect(slugWords('%E0%B2%AC%E0%B3%80%E0%B2%9C')).toBe('ಬೀಜ');
    expect(slugWords('bad%E0-slug')).toBe('bad%E0 slug');
  });

  it('drops the trailing id of a brand parameter', () => {
    expect(brandWords('hasiru-seeds-12')).toBe('hasiru seeds');
  });
});

describe('the listing title', () => {
  const home = 'Home';

  it('prefers the category name passed by the link', () => {
    expect(listingTitle({ stateName: 'Seeds', cachedName: 'Old', routeName: 'seeds', home })).toBe('Seeds');
  });

  it('then the cached name, then the name in the address', () => {
    expect(listingTitle({ cachedName: 'Fertilizers', routeName: 'fertilizers', home })).toBe('Fertilizers');
    expect(listingTitle({ routeName: 'vegetable seeds', home })).toBe('Vegetable seeds');
  });

  it('then the brand name, else Home', () => {
    expect(listingTitle({ brandName: 'hasiru seeds', home })).toBe('Hasiru seeds');
    expect(listingTitle({ home })).toBe('Home');
  });

  it('capitalises only the first letter', () => {
    expect(capitalise('tools & machinery')).toBe('Tools & machinery');
    expect(capitalise('')).toBe('');
  });
});

describe('a category name from the stored tree', () => {
  const leaf = (id: number, en: string, kn?: string) => ({
    id,
    name: { en, kn },
    slug: '',
    imageUrl: null,
    childCategories: [],
  });
  const tree = [
    {
      ...leaf(1, 'Seeds', 'ಬೀಜಗಳು'),
      childCategories: [leaf(2, 'Vegetable Seeds', 'ತರಕಾರಿ ಬೀಜಗಳು'), leaf(3, 'Fruit Seeds')],
    },
  ];

  it('finds root and child categories in the reader language', () => {
    expect(categoryNameInTree(tree, 1, 'kn')).toBe('ಬೀಜಗಳು');
    expect(categoryNameInTree(tree, 2, 'en')).toBe('Vegetable Seeds');
  });

  it('falls back to English and to nothing for an unknown id', () => {
    expect(categoryNameInTree(tree, 3, 'kn')).toBe('Fruit Seeds');
    expect(categoryNameInTree(tree, 99, 'en')).toBeNull();
    expect(categoryNameInTree(undefined, 1, 'en')).toBeNull();
  });
});

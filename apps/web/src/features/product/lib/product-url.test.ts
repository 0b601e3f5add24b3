import { describe, expect, it } from 'vitest';
import { canonicalProductPath, parseProductId, productRedirect } from './product-url';

const product = { id: 42, title: { en: 'Hybrid Tomato Seeds', kn: 'ಹೈಬ್ರಿಡ್ ಟೊಮೆಟೊ ಬೀಜ' }, brand: { en: 'Syngenta' } };
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('canonical product URL', () => {
  it('is the brand and title slug followed by the id, from the English texts', () => {
    expect(canonicalProductPath(product)).toBe('/product/syngenta-hybrid-tomato-seeds/42');
  });

  it('replaces /product/{id} with the canonical URL, keeping the query and hash', () => {
    expect(productRedirect(at('/product/42', '?ref=share', '#reviews'), product)).toBe(
      '/product/syngenta-hybrid-tomato-seeds/42?ref=share#reviews',
    );
  });

  it('keeps any URL that already has three segments, even with another slug', () => {
    expect(productRedirect(at('/product/syngenta-hybrid-tomato-seeds/42'), product)).toBeNull();
    expect(productRedirect(at('/product/Hybrid Tomato Seeds/42'), product)).toBeNull();
  });
});

describe('product id in the URL', () => {
  it('accepts a positive whole number', () => {
    expect(parseProductId('42')).toBe(42);
  });

  it('refuses anything the server would refuse', () => {
    for (const bad of [undefined, '', '0', '-3', '4.5', 'abc', '12abc', '99999999999']) {
      expect(parseProductId(bad)).toBeNull();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { bundles } from '@krishi/contract';
import { filled, PLACEHOLDER, translatorOf } from './translator';

const en = translatorOf('en_In', bundles.en_In, bundles.en_In);
const kn = translatorOf('kn_In', bundles.kn_In, bundles.en_In);

describe('the page’s strings', () => {
  it('fills each placeholder with its value, spaces inside the braces or not', () => {
    expect(filled('{{ name }} bought {{count}} packs', { name: 'Ravi', count: 3 })).toBe('Ravi bought 3 packs');
  });

  it('leaves a placeholder with no value as written', () => {
    expect(filled('Hello {{name}}', {})).toBe('Hello {{name}}');
  });

  it('says an English count in the singular for one and the plural for the rest', () => {
    expect([0, 1, 2, 21, 1.5].map((count) => en('listing.count', { count }))).toEqual([
      '0 products',
      '1 product',
      '2 products',
      '21 products',
      '1.5 products',
    ]);
  });

  it('says a Kannada count of nought in the singular, as Kannada does', () => {
    expect(kn('listing.count', { count: 0 })).toBe('0 ಉತ್ಪನ್ನ');
    expect(kn('listing.count', { count: 1 })).toBe('1 ಉತ್ಪನ್ನ');
    expect(kn('listing.count', { count: 2 })).toBe('2 ಉತ್ಪನ್ನಗಳು');
  });

  it('says a text in Kannada, with its values filled in', () => {
    expect(kn('price.discount', { percent: 12 })).toBe(bundles.kn_In['price.discount'].replace('{{percent}}', '12'));
  });

  it('falls back to English, with English plurals, for a text Kannada has not got', () => {
    const t = translatorOf('kn_In', {}, bundles.en_In);
    expect(t('listing.count', { count: 0 })).toBe('0 products');
    expect(t('cart.addToCart')).toBe('Add to Cart');
  });

  it('says a key no language has as the key itself, and tells who asked to hear of it', () => {
    const onMissing = vi.fn();
    expect(translatorOf('en_In', {}, {}, onMissing)('orders.none')).toBe('orders.none');
    expect(onMissing).toHaveBeenCalledWith('orders.none');
  });

  it('says strings that arrive after the page started', () => {
    const kannada: Record<string, string> = {};
    const t = translatorOf('kn_In', kannada, bundles.en_In);
    expect(t('cart.addToCart')).toBe('Add to Cart');
    Object.assign(kannada, { 'cart.addToCart': bundles.kn_In['cart.addToCart'] });
    expect(t('cart.addToCart')).toBe(bundles.kn_In['cart.addToCart']);
  });

  it('finds in the bundles no placeholder with a format, no nested string, and every plural with its other form', () => {
    for (const bundle of Object.values(bundles)) {
      const keys = new Set(Object.keys(bundle));
      for (const [key, template] of Object.entries(bundle)) {
        expect(template).not.toMatch(/\{\{[^}]*,[^}]*\}\}|\$t\(/);
        expect([...template.matchAll(PLACEHOLDER)].length).toBe(template.split('{{').length - 1);
        if (key.endsWith('_one')) expect(keys, key).toContain(key.replace(/_one$/, '_other'));
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { emptyVariant, productForm, productValues, variantForm } from './product-form';

describe('a variant typed in rupees', () => {
  it('is sent in paise', () => {
    const sent = variantForm.parse({ ...emptyVariant, name: { en: '1 kg' }, price: 250.5, salePrice: 199.99 });
    expect(sent).toMatchObject({ price: 25050, salePrice: 19999 });
  });

  it('with no sale price sells at its price', () => {
    expect(variantForm.parse({ ...emptyVariant, name: { en: '1 kg' }, price: 10 }).salePrice).toBeNull();
  });

  it('with a sale price above its price is refused on the sale price', () => {
    const result = variantForm.safeParse({ ...emptyVariant, name: { en: '1 kg' }, price: 10, salePrice: 12 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['salePrice'], message: 'adminSalePriceAbovePrice' }),
    ]);
  });

  it('with an empty price box is refused on the price', () => {
    const result = variantForm.safeParse({ ...emptyVariant, name: { en: '1 kg' } });
    expect(result.error?.issues[0]).toMatchObject({ path: ['price'], message: 'adminPriceInvalid' });
  });
});

describe('a product form', () => {
  it('sends its crop tags line as a list', () => {
    const values = { ...productValues(undefined), title: { en: 'Seeds' }, brand: { en: 'Brand' }, categoryId: '3' };
    const sent = productForm.parse({ ...values, sellerId: '4', cropTags: ' paddy, ragi ,, ' });
    expect(sent).toMatchObject({ categoryId: 3, sellerId: 4, cropTags: ['paddy', 'ragi'] });
  });
});

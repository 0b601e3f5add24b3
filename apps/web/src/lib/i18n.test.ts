import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useT } from './i18n';

describe('useT, the translate function of a card’s price, cart button and heart', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'kn_In',
      fallbackLng: 'en_In',
      resources: {
        en_In: { translation: { 'price.discount': '{{percent}}% off', 'cart.addToCart': 'Add to Cart' } },
        kn_In: { translation: { 'price.discount': '{{percent}}% ರಿಯಾಯಿತಿ' } },
      },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  });
  afterAll(async () => {
    await i18next.changeLanguage('en_In');
  });

  it('says a text in the page’s language, with its values filled in', () => {
    const t = useT();
    expect(t('price.discount', { percent: 12 })).toBe('12% ರಿಯಾಯಿತಿ');
  });

  it('falls back to English for a text the language has not translated', () => {
    const t = useT();
    expect(t('cart.addToCart')).toBe('Add to Cart');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enCart, enListing, enOrders, enPush } from '@krishi/contract';
import { englishAtStart, useStrings as useStringsHook, type StringGroup, type StringsT } from './strings';

/** `useStrings` as a component calls it: rendered once, its `t` handed out. */
function useStrings<G extends readonly StringGroup[]>(...groups: G): StringsT<G[number]> {
  let t: StringsT<G[number]> | undefined;
  function Probe() {
    t = useStringsHook(...groups);
    return null;
  }
  renderToStaticMarkup(createElement(Probe));
  return t!;
}

/** A helper that says an orders line with the `t` it is given, as errorText says refusals. */
const noOrdersLine = (t: StringsT<typeof enOrders>) => t('orders.none');

describe('useStrings, the translate function of a component', () => {
  beforeAll(async () => {
    // Named before i18next starts, as a test may: part of the first English.
    useStrings(enPush);
    await i18next.init({
      lng: 'kn_In',
      fallbackLng: 'en_In',
      resources: {
        en_In: { translation: englishAtStart },
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
    const t = useStrings();
    expect(t('price.discount', { percent: 12 })).toBe('12% ರಿಯಾಯಿತಿ');
  });

  it('falls back to the frame’s English for a text the language has not translated', () => {
    const t = useStrings();
    expect(t('cart.addToCart')).toBe('Add to Cart');
  });

  it('brings the English of a group the first time a component names it', () => {
    expect(i18next.t('orders.myOrdersTitle')).toBe('orders.myOrdersTitle');
    const t = useStrings(enOrders);
    expect(t('orders.myOrdersTitle')).toBe(enOrders['orders.myOrdersTitle']);
  });

  it('keeps the English of a group named before i18next started', () => {
    expect(useStrings(enPush)('push.enable')).toBe(enPush['push.enable']);
  });

  it('says a plural by its base key', () => {
    const t = useStrings(enListing);
    expect(t('listing.count', { count: 1 })).toBe(enListing['listing.count_one'].replace('{{count}}', '1'));
  });

  // The lines marked @ts-expect-error are the point: `npm run typecheck` fails if they compile.
  it('takes no key of a group the component did not name', () => {
    const t = useStrings(enOrders);
    // @ts-expect-error: the cart's words come only to a component that names enCart.
    expect(t('cart.title')).toBe('cart.title');
  });

  it('passes to a helper that asks for fewer groups, not to one that asks for more', () => {
    expect(noOrdersLine(useStrings(enCart, enOrders))).toBe(enOrders['orders.none']);
    // @ts-expect-error: this t cannot say the orders line the helper says.
    noOrdersLine(useStrings(enCart));
  });
});

import i18next, { type TFunction } from 'i18next';

/**
 * The translate function, for components drawn many times on one page: a card's price, cart
 * button and heart. react-i18next's `useTranslation` copies the whole i18next instance for every
 * component it is mounted in, subscribes each to language changes and wraps every call in a copy
 * of the options; with fifty cards on the home page that was a tenth of a slow phone's first
 * render. These components need none of it: the language never changes under a mounted page
 * (choosing one reloads the page, spec section 9), and strings added later re-render nothing with
 * `useTranslation` either (react-i18next does not listen to the store by default).
 */
export function useT(): TFunction {
  return i18next.t;
}

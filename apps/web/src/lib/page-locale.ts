import { createContext, use } from 'react';
import i18next, { type TOptions } from 'i18next';
import { DEFAULT_LOCALE, isLocale, languageOf, type LanguageCode, type Locale } from '@krishi/contract';

/** A translate function as the page calls it: a key, and the values to fill in. */
export type Translate = (key: string, options?: TOptions) => string;

/** i18next's own translate function, typed as the page calls it. */
export const i18nextTranslate = i18next.t as Translate;

/**
 * The language a page is rendered in and the strings it says: the browser's stored choice and
 * i18next's one instance in the page; on the server, where requests in both languages render
 * side by side, the request's language and that language's strings (decision 037).
 */
export interface PageLocale {
  locale: Locale;
  /** i18next's own in the browser, the locale's kept one on the server. */
  t: Translate;
}

export const PageLocaleContext = createContext<PageLocale | null>(null);

/** The page's locale; outside a provider (a component's unit test), i18next's own. */
export function usePageLocale(): PageLocale {
  return (
    use(PageLocaleContext) ?? {
      locale: isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE,
      t: i18nextTranslate,
    }
  );
}

/** The language the page shows its texts and the catalogue's names in. */
export function useLanguage(): LanguageCode {
  return languageOf(usePageLocale().locale);
}

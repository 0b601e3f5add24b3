import { createContext, use } from 'react';
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, isLocale, languageOf, type LanguageCode, type Locale } from '@krishi/contract';

/**
 * The language a page is rendered in and the strings it says: the browser's stored choice and
 * i18next's one instance in the page, the request's language and an instance of that language on
 * the server, where requests in both languages render side by side (decision 037).
 */
export interface PageLocale {
  locale: Locale;
  i18n: i18n;
}

export const PageLocaleContext = createContext<PageLocale | null>(null);

/** The page's locale; outside a provider (a component's unit test), i18next's own. */
export function usePageLocale(): PageLocale {
  return (
    use(PageLocaleContext) ?? { locale: isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE, i18n: i18next }
  );
}

/** The language the page shows its texts and the catalogue's names in. */
export function useLanguage(): LanguageCode {
  return languageOf(usePageLocale().locale);
}

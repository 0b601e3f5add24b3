import { createContext, use } from 'react';
import { DEFAULT_LOCALE, enCommon, enLayout, languageOf, type LanguageCode, type Locale } from '@krishi/contract';
import { translatorOf, type Translate } from './translator';

export type { Translate } from './translator';

/**
 * The English the page has: the frame's groups, and each group a component names from the first
 * time it names one (`useStrings`). English is the fallback of every other language.
 */
export const pageEnglish: Record<string, string> = { ...enCommon, ...enLayout };

/**
 * The language a page is rendered in and the strings it says: the browser's stored choice and
 * its strings; on the server, where requests in both languages render side by side, the
 * request's language and that language's strings (decision 037).
 */
export interface PageLocale {
  locale: Locale;
  t: Translate;
}

export const PageLocaleContext = createContext<PageLocale | null>(null);

const englishOutsidePage: PageLocale = {
  locale: DEFAULT_LOCALE,
  t: translatorOf(DEFAULT_LOCALE, pageEnglish, pageEnglish),
};

/** The page's locale; outside a provider (a component's unit test), the page's English. */
export function usePageLocale(): PageLocale {
  return use(PageLocaleContext) ?? englishOutsidePage;
}

/** The language the page shows its texts and the catalogue's names in. */
export function useLanguage(): LanguageCode {
  return languageOf(usePageLocale().locale);
}

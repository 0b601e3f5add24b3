/* No zod here: the page imports these at start-up and must not pull the schema library in. */

/** Locales of the product: English (default) and Kannada. */
export const LOCALES = ['en_In', 'kn_In'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_In';

/**
 * The cookie that tells the server which locale to render a page in: the browser's copy of its
 * stored choice (localStorage `selectedLocale`, spec section 9), written with it.
 */
export const LOCALE_COOKIE = 'selectedLocale';

export function isLocale(value: string | null | undefined): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const LANGUAGE_CODES = ['en', 'kn'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export function languageOf(locale: Locale): LanguageCode {
  return locale === 'kn_In' ? 'kn' : 'en';
}

/** A catalogue text in several languages; English is always present and is the fallback. */
export interface LocalizedText {
  en: string;
  kn?: string | undefined;
}

export function pickText(text: LocalizedText | null | undefined, language: LanguageCode): string {
  if (!text) return '';
  return (language === 'kn' ? text.kn : undefined) || text.en;
}

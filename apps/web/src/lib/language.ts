import { DEFAULT_LOCALE, isLocale, languageOf, LOCALE_COOKIE, type LanguageCode, type Locale } from '@krishi/contract';

const LOCALE_KEY = 'selectedLocale';
const LANGUAGE_KEY = 'selectedLanguage';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The locale chosen in this browser, English when none or an unknown one is stored. */
export function currentLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function currentLanguage(): LanguageCode {
  return languageOf(currentLocale());
}

/** Spec: switching stores both keys and reloads the page. */
export function switchLocale(locale: Locale, languageName: string): void {
  rememberLocale(locale, languageName);
  window.location.reload();
}

/** The language name stored with the locale, or null on a first visit. */
export function storedLanguageName(): string | null {
  return localStorage.getItem(LANGUAGE_KEY);
}

/** Records a language without reloading: used when the stored one already shows. */
export function rememberLocale(locale: Locale, languageName: string): void {
  localStorage.setItem(LOCALE_KEY, locale);
  localStorage.setItem(LANGUAGE_KEY, languageName);
  tellServer(locale);
}

/**
 * Writes the stored locale where the server reads it; false when the browser keeps no cookies,
 * so a page the server rendered in another language can never be asked for again in this one.
 */
export function tellServer(locale: Locale = currentLocale()): boolean {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  return document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`);
}

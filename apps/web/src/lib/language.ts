import { DEFAULT_LOCALE, languageOf, LOCALES, type LanguageCode, type Locale } from '@krishi/contract';

const LOCALE_KEY = 'selectedLocale';
const LANGUAGE_KEY = 'selectedLanguage';

function isLocale(value: string | null): value is Locale {
  return value !== null && (LOCALES as readonly string[]).includes(value);
}

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
  localStorage.setItem(LOCALE_KEY, locale);
  localStorage.setItem(LANGUAGE_KEY, languageName);
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
}

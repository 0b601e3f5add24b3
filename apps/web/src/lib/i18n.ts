import type { Locale, LocaleResponse } from '@krishi/contract';
import { api } from './api-client';
import { pageEnglish } from './page-locale';
import { translatorOf, type Translate } from './translator';

const cacheKey = (locale: Locale) => `translations_${locale}`;
const fetchedKey = (locale: Locale) => `translations_fetched_${locale}`;

type Strings = Record<string, string>;

function readCached(locale: Locale): Strings | null {
  try {
    const raw = localStorage.getItem(cacheKey(locale));
    return raw ? (JSON.parse(raw) as Strings) : null;
  } catch {
    return null;
  }
}

/** Spec: translations are fetched once per browser session per locale, then kept locally. */
async function fetchStrings(locale: Locale): Promise<Strings> {
  const response = await api<LocaleResponse>('/metadata/locale', { query: { locale, _t: Date.now() } });
  const strings = Object.fromEntries(response.data.map((e) => [e.key, e.value]));
  localStorage.setItem(cacheKey(locale), JSON.stringify(strings));
  sessionStorage.setItem(fetchedKey(locale), '1');
  return strings;
}

/** The strings of the page's language when it is not English, as they arrive. */
const translated: Record<string, string> = {};

/**
 * The page's translate function: its language's strings, with English as the fallback. A key
 * with no English string shows raw on the screen: it says so in the console, where the browser
 * tests fail on it, instead of passing unseen (a component that did not name its group).
 */
export function pageStrings(locale: Locale): Translate {
  return translatorOf(locale, locale === 'en_In' ? pageEnglish : translated, pageEnglish, (key) =>
    console.error(`No English string for "${key}"`),
  );
}

/**
 * Brings the strings of the page's language: at once from the browser's copy when there is one
 * (refreshed once a browser session), from the server otherwise. English comes with the code.
 */
export async function loadStrings(locale: Locale): Promise<void> {
  document.documentElement.lang = locale === 'kn_In' ? 'kn' : 'en';
  if (locale === 'en_In') return;
  const cached = readCached(locale);
  const fresh = sessionStorage.getItem(fetchedKey(locale)) === '1';
  if (cached) {
    Object.assign(translated, cached);
    if (!fresh) void fetchStrings(locale).then((strings) => Object.assign(translated, strings));
    return;
  }
  try {
    Object.assign(translated, await fetchStrings(locale));
  } catch {
    // Offline on first visit: English stays as the fallback.
  }
}

import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCommon, enLayout, type Locale, type LocaleResponse, type MessageKey } from '@krishi/contract';
import { api } from './api-client';
import { currentLocale } from './language';

const cacheKey = (locale: Locale) => `translations_${locale}`;
const fetchedKey = (locale: Locale) => `translations_fetched_${locale}`;

type Strings = Record<string, string>;

/**
 * The English fallback the page has so far: the shared frame's strings come with the page, each
 * other screen's with that screen's code (`addEnglishStrings` at the top of its module), so the
 * first download holds no words of screens the visitor has not opened.
 */
const english: Strings = { ...enCommon, ...enLayout };

/** Adds groups of English strings (the contract's `en*` exports); call it where a module's code loads. */
export function addEnglishStrings(...groups: Readonly<Partial<Record<MessageKey, string>>>[]): void {
  for (const group of groups) {
    if (i18next.isInitialized) i18next.addResourceBundle('en_In', 'translation', group, true, true);
    else Object.assign(english, group);
  }
}

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

/**
 * English is always the fallback; another locale renders at once from its local copy when there
 * is one, and is fetched from the server otherwise.
 */
export async function initI18n(): Promise<void> {
  const locale = currentLocale();
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en_In',
    resources: { en_In: { translation: english } },
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next otherwise advertises a translation service in every visitor's console.
    showSupportNotice: false,
  });
  document.documentElement.lang = locale === 'kn_In' ? 'kn' : 'en';
  if (locale === 'en_In') return;
  const cached = readCached(locale);
  const fresh = sessionStorage.getItem(fetchedKey(locale)) === '1';
  if (cached) {
    i18next.addResourceBundle(locale, 'translation', cached, true, true);
    if (!fresh) void fetchStrings(locale).then((s) => i18next.addResourceBundle(locale, 'translation', s, true, true));
    return;
  }
  try {
    i18next.addResourceBundle(locale, 'translation', await fetchStrings(locale), true, true);
  } catch {
    // Offline on first visit: English stays as the fallback.
  }
}

/**
 * The translate function, for components drawn many times on one page: a card's price, cart
 * button and heart. react-i18next's `useTranslation` copies the whole i18next instance for every
 * component it is mounted in, subscribes each to language changes and wraps every call in a copy
 * of the options; with fifty cards on the home page that was an eighth of React's work in a slow
 * phone's first render (decision 023). These components need none of it: the language never
 * changes under a mounted page (choosing one reloads the page, spec section 9), and strings added
 * later re-render nothing with `useTranslation` either (react-i18next does not listen to the store
 * by default).
 */
export function useT(): TFunction {
  return i18next.t;
}

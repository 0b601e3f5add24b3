import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale, LocaleResponse } from '@krishi/contract';
import { api } from './api-client';
import { currentLocale } from './language';
import { englishAtStart } from './strings';

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

/**
 * English is always the fallback; another locale renders at once from its local copy when there
 * is one, and is fetched from the server otherwise.
 */
export async function initI18n(): Promise<void> {
  const locale = currentLocale();
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en_In',
    resources: { en_In: { translation: englishAtStart } },
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next otherwise advertises a translation service in every visitor's console.
    showSupportNotice: false,
    // A key with no English string shows raw on the screen: it says so in the console, where the
    // browser tests fail on it, instead of passing unseen (a component that did not name its group).
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => console.error(`No English string for "${key}"`),
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

import i18next, { type i18n } from 'i18next';
import { bundles, type Locale } from '@krishi/contract';
import type { Translate } from './page-locale';

/** A placeholder as the bundles write it (no formats, no nesting: a unit test of the bundles holds them to it). */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A template filled with plain values, as i18next fills it (escapeValue is off); undefined where
 * i18next must decide: a value that is not text or a number, or an option that names no
 * placeholder (`lng`, `defaultValue`, `context`...).
 */
export function filled(template: string | undefined, options: Record<string, unknown>): string | undefined {
  if (template === undefined) return undefined;
  const used = new Set<string>();
  let plain = true;
  const text = template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    used.add(name);
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    plain = false;
    return placeholder;
  });
  return plain && Object.keys(options).every((name) => used.has(name)) ? text : undefined;
}

/**
 * The template i18next says for these options: for a key with plural forms (`key_one`,
 * `key_other`), the form the locale's plural rules choose for the count, as i18next chooses it;
 * else the key's own.
 */
function templateOf(
  own: Record<string, string | undefined>,
  plurals: Intl.PluralRules,
  key: string,
  options: Record<string, unknown>,
): string | undefined {
  if (!('count' in options) || own[`${key}_other`] === undefined) return own[key];
  return typeof options.count === 'number' ? own[`${key}_${plurals.select(options.count)}`] : undefined;
}

/**
 * A locale's translate function for the server: a page says the same few dozen labels again and
 * again (each product card's), and i18next looks each one up and fills it anew, a tenth of a
 * render. Plain strings are kept as said; a template with plain values, plurals included, is
 * filled here.
 */
export function serverStrings(instance: i18n, locale: Locale): Translate {
  const translate = instance.t as Translate;
  const own: Record<string, string | undefined> = bundles[locale];
  const plurals = new Intl.PluralRules(locale.replace('_', '-'));
  const kept = new Map<string, string>();
  return (key, options) => {
    if (options !== undefined) {
      const values = options as Record<string, unknown>;
      return filled(templateOf(own, plurals, key, values), values) ?? translate(key, options);
    }
    let text = kept.get(key);
    if (text === undefined) {
      text = translate(key);
      kept.set(key, text);
    }
    return text;
  };
}

/** i18next with every string of a locale, English as the fallback: one per locale, for every request. */
export function stringsOf(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'en_In',
    resources: { en_In: { translation: bundles.en_In }, kn_In: { translation: bundles.kn_In } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    initAsync: false,
  });
  return instance;
}

import type { Locale } from '@krishi/contract';

/** A translate function as the page calls it: a key, and the values to fill in. */
export type Translate = (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** A language's strings by key; a key with plural forms has `key_one`, `key_other`... instead. */
export type Strings = Readonly<Record<string, string | undefined>>;

/** A placeholder as the bundles write it (no formats, no nesting: a unit test of the bundles holds them to it). */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A template with its placeholders filled; a placeholder with no value stays as written. */
export function filled(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

interface Language {
  strings: Strings;
  plurals: Intl.PluralRules;
}

const languageStrings = (locale: Locale, strings: Strings): Language => ({
  strings,
  plurals: new Intl.PluralRules(locale.replace('_', '-')),
});

/**
 * The translate function of a locale (decision 049): a key in the locale's strings, else in
 * English; with a numeric `count`, first the plural form the language's rules choose for it
 * (`key_one`, `key_other`: i18next's JSON format, which the bundles are written in). A key
 * neither has comes back as itself, after `onMissing` is told.
 *
 * The strings are read at each call, so strings added to them later (a group's English, the
 * fetched Kannada) are said from then on.
 */
export function translatorOf(
  locale: Locale,
  strings: Strings,
  english: Strings,
  onMissing?: (key: string) => void,
): Translate {
  const languages = [languageStrings(locale, strings)];
  if (strings !== english) languages.push(languageStrings('en_In', english));
  return (key, values) => {
    const count = values?.count;
    for (const { strings, plurals } of languages) {
      const template =
        (typeof count === 'number' ? strings[`${key}_${plurals.select(count)}`] : undefined) ?? strings[key];
      if (template !== undefined) return values ? filled(template, values) : template;
    }
    onMissing?.(key);
    return key;
  };
}

import { describe, expect, it } from 'vitest';
import { bundles, type Locale } from '@krishi/contract';
import { filled, PLACEHOLDER, serverStrings, stringsOf } from './server-strings';

const locales: Locale[] = ['en_In', 'kn_In'];

describe('the server’s page strings', () => {
  it.each(locales)('fill every %s template as i18next fills it', (locale) => {
    const instance = stringsOf(locale);
    const t = serverStrings(instance, locale);
    for (const [key, template] of Object.entries(bundles[locale])) {
      const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      if (names.length === 0 || /_(one|other)$/.test(key)) continue;
      const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? 7 : `<${name} & ಬೀಜ>`]));
      expect(t(key, values), key).toBe(instance.t(key, values));
    }
  });

  it.each(locales)('say every %s plural and count as i18next says it, for every count', (locale) => {
    const instance = stringsOf(locale);
    const t = serverStrings(instance, locale);
    const bundle: Record<string, string | undefined> = bundles[locale];
    const pluralKeys = new Set(
      Object.keys(bundle)
        .filter((key) => /_(one|other)$/.test(key))
        .map((key) => key.replace(/_(one|other)$/, '')),
    );
    const countedKeys = Object.keys(bundle).filter((key) => /\{\{\s*count\s*\}\}/.test(bundle[key]!));
    expect(pluralKeys.size).toBeGreaterThan(0);
    for (const key of new Set([...pluralKeys, ...countedKeys])) {
      const names = [...(bundle[`${key}_other`] ?? bundle[key] ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]!);
      for (const count of [0, 1, 2, 5, 21, 1.5]) {
        const values = Object.fromEntries(names.map((name) => [name, name === 'count' ? count : `<${name}>`]));
        expect(t(key, { ...values, count }), `${key} ${count}`).toBe(instance.t(key, { ...values, count }));
      }
    }
  });

  it('leaves other options and missing values to i18next', () => {
    expect(filled('Hello {{name}}', { name: 'Ravi', lng: 'kn_In' })).toBeUndefined();
    expect(filled('Hello {{name}}', {})).toBeUndefined();
    expect(filled('Hello {{name}}', { name: { first: 'Ravi' } })).toBeUndefined();
    expect(filled('Hello {{ name }}', { name: 'Ravi' })).toBe('Hello Ravi');
  });

  it('says a plural as i18next does', () => {
    const instance = stringsOf('en_In');
    expect(serverStrings(instance, 'en_In')('listing.count', { count: 1 })).toBe('1 product');
  });

  it('finds no placeholder with a format and no nested string in the bundles', () => {
    for (const bundle of Object.values(bundles)) {
      for (const template of Object.values(bundle)) {
        expect(template).not.toMatch(/\{\{[^}]*,[^}]*\}\}|\$t\(/);
      }
    }
  });
});

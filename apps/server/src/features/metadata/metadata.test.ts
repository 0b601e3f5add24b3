import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundles, errorBody, languagesResponse, localeResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  // UI strings are synced at every start; the catalogue is not needed here.
  const { syncLanguages } = await import('../../seed/languages.js');
  await syncLanguages(t.database);
});
afterAll(async () => {
  await t?.close();
});

describe('languages and UI strings', () => {
  it('lists English then Kannada', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metadata/languages' });
    const { data } = languagesResponse.parse(response.json());
    expect(data.map((l) => l.locale)).toEqual(['en_In', 'kn_In']);
    expect(data[1]!.displayName).toBe('ಕನ್ನಡ');
  });

  it.each(['en_In', 'kn_In'] as const)('serves every %s string as key/value pairs', async (locale) => {
    const response = await t.app.inject({ method: 'GET', url: `/metadata/locale?locale=${locale}&_t=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    const { data } = localeResponse.parse(response.json());
    expect(Object.fromEntries(data.map((e) => [e.key, e.value]))).toEqual(bundles[locale]);
  });

  it('serves Kannada strings in Kannada', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metadata/locale?locale=kn_In' });
    const { data } = localeResponse.parse(response.json());
    const english = bundles.en_In;
    const translated = data.filter((e) => e.value !== english[e.key as keyof typeof english]);
    expect(translated.length).toBeGreaterThan(data.length / 2);
  });

  it('revalidates the strings with their ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/metadata/locale?locale=en_In' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/metadata/locale?locale=en_In&_t=1',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a locale it does not have', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metadata/locale?locale=fr_FR' });
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toMatch(/^locale: /);
  });
});

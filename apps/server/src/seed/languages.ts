import { bundles, LOCALES, type Locale } from '@krishi/contract';
import type { Database } from '../db/client.js';

const LANGUAGES: Record<Locale, { code: string; name: string; displayName: string }> = {
  en_In: { code: 'en', name: 'English', displayName: 'English' },
  kn_In: { code: 'kn', name: 'Kannada', displayName: 'ಕನ್ನಡ' },
};

/**
 * Languages and UI strings come from the contract's bundles and are written at every start,
 * so a deploy that adds or rewords a string serves it at once.
 */
export async function syncLanguages(database: Database): Promise<void> {
  await database.rawTransaction(async (tx) => {
    for (const [position, locale] of LOCALES.entries()) {
      const l = LANGUAGES[locale];
      await tx.query(
        `INSERT INTO languages (code, locale, name, display_name, position) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (locale) DO UPDATE SET code = $1, name = $3, display_name = $4, position = $5`,
        [l.code, locale, l.name, l.displayName, position],
      );
      const entries = Object.entries(bundles[locale]);
      await tx.query('DELETE FROM translations WHERE locale = $1 AND NOT (key = ANY($2::text[]))', [
        locale,
        entries.map(([key]) => key),
      ]);
      await tx.query(
        `INSERT INTO translations (locale, key, value)
         SELECT $1, k, v FROM unnest($2::text[], $3::text[]) AS t(k, v)
         ON CONFLICT (locale, key) DO UPDATE SET value = EXCLUDED.value`,
        [locale, entries.map(([key]) => key), entries.map(([, value]) => value)],
      );
    }
  });
}

import { asc, eq } from 'drizzle-orm';
import type { Language, Locale } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { languages, translations } from '../../db/schema.js';

export function metadataRepository(db: Db) {
  return {
    async languages(): Promise<Language[]> {
      const rows = await db.select().from(languages).orderBy(asc(languages.position), asc(languages.id));
      // Only the contract's fields: the cached answer is sent as built, past the response schema.
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        displayName: r.displayName,
        locale: r.locale as Locale,
      }));
    },
    async translations(locale: Locale): Promise<Array<{ key: string; value: string }>> {
      return db
        .select({ key: translations.key, value: translations.value })
        .from(translations)
        .where(eq(translations.locale, locale))
        .orderBy(asc(translations.key));
    },
  };
}

export type MetadataRepository = ReturnType<typeof metadataRepository>;

import { asc, eq } from 'drizzle-orm';
import type { AdminSearchSynonym, searchSynonymInput } from '@krishi/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { searchSynonyms } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordAudit, recordSave } from '../audit/log.js';

type SynonymRow = typeof searchSynonyms.$inferSelect;

const synonymView = (row: SynonymRow): AdminSearchSynonym => ({ id: row.id, word: row.word, means: row.means });

/** The search synonyms as the back office reads and writes them, each write with its audit entry. */
export function adminSearchSynonymsRepository(db: Db) {
  return {
    /** Every synonym by word. */
    async list(): Promise<AdminSearchSynonym[]> {
      return (await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.word))).map(synonymView);
    },

    /** Creates (id null) or edits a synonym; refuses an unknown one (404) and a word already listed (409). */
    async save(
      actorId: number,
      id: number | null,
      input: z.output<typeof searchSynonymInput>,
    ): Promise<AdminSearchSynonym> {
      return db.transaction(async (tx) => {
        const [before] =
          id === null ? [] : await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
        if (id !== null && !before) throw new Refusal(404, 'adminSynonymNotFound');
        const [taken] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.word, input.word));
        if (taken && taken.id !== id) throw new Refusal(409, 'adminSynonymTaken');
        const columns = { word: input.word, means: [...new Set(input.means)] };
        const [row] = before
          ? await tx.update(searchSynonyms).set(columns).where(eq(searchSynonyms.id, before.id)).returning()
          : await tx.insert(searchSynonyms).values(columns).returning();
        const saved = synonymView(row!);
        await recordSave(tx, actorId, 'searchSynonym', before ? synonymView(before) : null, saved);
        return saved;
      });
    },

    /** Removes a synonym; refuses an unknown one (404). */
    async remove(actorId: number, id: number): Promise<AdminSearchSynonym> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
        if (!row) throw new Refusal(404, 'adminSynonymNotFound');
        const removed = synonymView(row);
        await recordAudit(tx, {
          actorId,
          action: 'searchSynonym.delete',
          entity: 'searchSynonym',
          entityId: id,
          before: removed,
          after: null,
        });
        return removed;
      });
    },
  };
}

export type AdminSearchSynonymsRepository = ReturnType<typeof adminSearchSynonymsRepository>;

import { asc, eq, sql } from 'drizzle-orm';
import type { AdminPromotion, promotionInput } from '@krishi/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { promotions } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordAudit, recordPicture, recordSave } from '../audit/log.js';
import { storedText } from '../catalogue/products.js';

type PromotionRow = typeof promotions.$inferSelect;

const promotionView = (row: PromotionRow): AdminPromotion => ({
  id: row.id,
  title: row.title,
  imageUrl: row.imageUrl,
  onClickUrl: row.onClickUrl,
  position: row.position,
  status: row.status,
});

/** The home carousel's promotions as the back office reads and writes them, each write with its audit entry. */
export function adminPromotionsRepository(db: Db) {
  return {
    /** Every promotion by position. */
    async list(): Promise<AdminPromotion[]> {
      return (await db.select().from(promotions).orderBy(asc(promotions.position), asc(promotions.id))).map(
        promotionView,
      );
    },

    /**
     * Creates (id null, last in the carousel) or edits a promotion; an ACTIVE one needs a picture.
     * Refuses an unknown promotion (404) and an ACTIVE one without a picture (400).
     */
    async save(actorId: number, id: number | null, input: z.output<typeof promotionInput>): Promise<AdminPromotion> {
      return db.transaction(async (tx) => {
        const [before] =
          id === null ? [] : await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (id !== null && !before) throw new Refusal(404, 'adminPromotionNotFound');
        if (input.status === 'ACTIVE' && !before?.imageUrl) throw new Refusal(400, 'adminPromotionNeedsImage');
        const columns = { title: storedText(input.title), onClickUrl: input.onClickUrl, status: input.status };
        const [row] = before
          ? await tx.update(promotions).set(columns).where(eq(promotions.id, before.id)).returning()
          : await tx
              .insert(promotions)
              .values({
                ...columns,
                imageUrl: '',
                position: sql`(SELECT coalesce(max(position) + 1, 0) FROM promotions)`,
              })
              .returning();
        const saved = promotionView(row!);
        await recordSave(tx, actorId, 'promotion', before ? promotionView(before) : null, saved);
        return saved;
      });
    },

    /** Puts the carousel in the order of `ids`; refuses, changing nothing, unless it names every promotion once. */
    async reorder(actorId: number, ids: readonly number[]): Promise<AdminPromotion[]> {
      return db.transaction(async (tx) => {
        const before = await tx
          .select()
          .from(promotions)
          .orderBy(asc(promotions.position), asc(promotions.id))
          .for('update');
        const known = new Set(before.map((row) => row.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw new Refusal(400, 'adminPromotionOrderIncomplete');
        }
        for (const [position, id] of ids.entries()) {
          await tx.update(promotions).set({ position }).where(eq(promotions.id, id));
        }
        await recordAudit(tx, {
          actorId,
          action: 'promotion.reorder',
          entity: 'promotion',
          entityId: null,
          before: { order: before.map((row) => row.id) },
          after: { order: ids },
        });
        return (await tx.select().from(promotions).orderBy(asc(promotions.position), asc(promotions.id))).map(
          promotionView,
        );
      });
    },

    /** Points a promotion at an uploaded picture; refuses an unknown promotion. */
    async setImage(actorId: number, id: number, key: string): Promise<AdminPromotion> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (!before) throw new Refusal(404, 'adminPromotionNotFound');
        const [row] = await tx.update(promotions).set({ imageUrl: key }).where(eq(promotions.id, id)).returning();
        const change = { before: { imageUrl: before.imageUrl }, after: { imageUrl: key } };
        await recordPicture(tx, actorId, 'promotion', id, change);
        return promotionView(row!);
      });
    },
  };
}

export type AdminPromotionsRepository = ReturnType<typeof adminPromotionsRepository>;

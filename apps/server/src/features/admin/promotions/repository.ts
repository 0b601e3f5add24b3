import { asc, eq, sql } from 'drizzle-orm';
import { messages, type AdminPromotion, type ErrorBody, type promotionInput } from '@krishi/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { promotions } from '../../../db/schema.js';
import { recordAudit } from '../audit/log.js';
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
     * A refusal's status and message otherwise.
     */
    async save(
      actorId: number,
      id: number | null,
      input: z.output<typeof promotionInput>,
    ): Promise<AdminPromotion | (ErrorBody & { status: 400 | 404 })> {
      return db.transaction(async (tx) => {
        const [before] =
          id === null ? [] : await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (id !== null && !before) return { status: 404 as const, message: messages.adminPromotionNotFound };
        if (input.status === 'ACTIVE' && !before?.imageUrl) {
          return { status: 400 as const, message: messages.adminPromotionNeedsImage };
        }
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
        await recordAudit(tx, {
          actorId,
          action: before ? 'promotion.update' : 'promotion.create',
          entity: 'promotion',
          entityId: row!.id,
          before: before ? promotionView(before) : null,
          after: promotionView(row!),
        });
        return promotionView(row!);
      });
    },

    /** Puts the carousel in the order of `ids`; null, changing nothing, unless it names every promotion once. */
    async reorder(actorId: number, ids: readonly number[]): Promise<AdminPromotion[] | null> {
      return db.transaction(async (tx) => {
        const before = await tx
          .select()
          .from(promotions)
          .orderBy(asc(promotions.position), asc(promotions.id))
          .for('update');
        const known = new Set(before.map((row) => row.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          return null;
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

    /** Points a promotion at an uploaded picture; null for an unknown promotion. */
    async setImage(actorId: number, id: number, key: string): Promise<AdminPromotion | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (!before) return null;
        const [row] = await tx.update(promotions).set({ imageUrl: key }).where(eq(promotions.id, id)).returning();
        await recordAudit(tx, {
          actorId,
          action: 'promotion.image',
          entity: 'promotion',
          entityId: id,
          before: { imageUrl: before.imageUrl },
          after: { imageUrl: key },
        });
        return promotionView(row!);
      });
    },
  };
}

export type AdminPromotionsRepository = ReturnType<typeof adminPromotionsRepository>;

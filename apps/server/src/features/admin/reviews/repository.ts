import { eq, sql } from 'drizzle-orm';
import type { ModerationDecision, ModerationReview } from '@krishi/contract';
import type { Db } from '../../../db/client.js';
import { products, reviews } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordStatus } from '../audit/log.js';

/**
 * The moderator's decisions. A decision is a status change of the review row, made with its
 * audit entry in one transaction; the product's summary follows by the reviews feature's trigger
 * in that same transaction (migrations/0009), so it counts accepted reviews only.
 */
export function adminReviewsRepository(db: Db) {
  return {
    /** Accepts or rejects a review (`verb` names the audit entry); refuses an unknown review. */
    async decide(
      actorId: number,
      reviewId: number,
      verb: string,
      status: ModerationDecision,
    ): Promise<ModerationReview> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
        if (!before) throw new Refusal(404, 'adminReviewNotFound');
        const [row] = await tx
          .update(reviews)
          .set({ status, updatedAt: new Date() })
          .where(eq(reviews.id, reviewId))
          .returning();
        const [product] = await tx
          .select({ title: sql<string>`${products.title}->>'en'` })
          .from(products)
          .where(eq(products.id, before.productId));
        await recordStatus(tx, actorId, 'review', reviewId, { verb, before: before.status, after: status });
        return {
          id: row!.id,
          productId: row!.productId,
          productTitle: product?.title ?? '',
          userId: row!.userId,
          userName: row!.userName,
          rating: row!.rating,
          comment: row!.comment,
          createdDate: row!.createdAt.toISOString(),
          updatedDate: row!.updatedAt.toISOString(),
          status: row!.status,
        };
      });
    },
  };
}

export type AdminReviewsRepository = ReturnType<typeof adminReviewsRepository>;

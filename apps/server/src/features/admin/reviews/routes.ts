import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageQuery,
  errorBody,
  idParams,
  messages,
  moderateReviewResponse,
  moderationQueueResponse,
  type AdminPageQuery,
  type ModerationQueueResponse,
  type ModerationReview,
} from '@krishi/contract';
import { products, reviews } from '../../../db/schema.js';
import { recordAudit } from '../audit/log.js';

/** What the back office needs of the reviews feature (wired in app.ts). */
export interface AdminReviewsPort {
  /** The moderation queue, oldest first. */
  pending(page: AdminPageQuery): Promise<ModerationQueueResponse>;
  /** Drops cached product answers once a summary may have moved (after commit). */
  summaryChanged(): void;
}

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const DECISIONS = {
  accept: { status: 'ACCEPTED', message: messages.adminReviewAccepted },
  reject: { status: 'REJECTED', message: messages.adminReviewRejected },
} as const;

/**
 * The moderation queue and its two decisions. A decision is a status change of the review row,
 * made with its audit entry in one transaction; the product's summary follows by the reviews
 * feature's trigger in that same transaction (migrations/0009), so it counts accepted reviews only.
 */
const adminReviewsRoutes: FastifyPluginAsyncZod<{ reviews: AdminReviewsPort }> = async (app, { reviews: port }) => {
  const { db } = app.database;

  app.get(
    '/reviews/pending',
    {
      schema: {
        tags,
        summary: 'Reviews waiting for a decision, oldest first (comments are plain text)',
        security,
        querystring: adminPageQuery,
        response: { 200: moderationQueueResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => port.pending(request.query),
  );

  for (const [verb, decision] of Object.entries(DECISIONS)) {
    app.post(
      `/reviews/:id/${verb}`,
      {
        schema: {
          tags,
          summary: `${verb === 'accept' ? 'Accepts' : 'Rejects'} a review; the product's rating summary follows`,
          security,
          params: idParams,
          response: { 200: moderateReviewResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const reviewId = request.params.id;
        const moderated = await db.transaction(async (tx): Promise<ModerationReview | null> => {
          const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
          if (!before) return null;
          const [row] = await tx
            .update(reviews)
            .set({ status: decision.status, updatedAt: new Date() })
            .where(eq(reviews.id, reviewId))
            .returning();
          const [product] = await tx
            .select({ title: sql<string>`${products.title}->>'en'` })
            .from(products)
            .where(eq(products.id, before.productId));
          await recordAudit(tx, {
            actorId: request.user.id,
            action: `review.${verb}`,
            entity: 'review',
            entityId: reviewId,
            before: { status: before.status },
            after: { status: decision.status },
          });
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
        if (!moderated) return reply.code(404).send({ message: messages.adminReviewNotFound });
        port.summaryChanged();
        return { message: decision.message, data: moderated };
      },
    );
  }
};

export default adminReviewsRoutes;

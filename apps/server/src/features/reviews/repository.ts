import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  type ModerationDecision,
  type PageQuery,
  type PendingReviewsPage,
  type ReviewInfo,
  type ReviewsPage,
  type SavedReview,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { products, reviews, users } from '../../db/schema.js';

type ReviewRow = typeof reviews.$inferSelect;

/** An empty list is page 1 of 1, as every paged answer of the API. */
const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The name shown with a review: first name and last initial, or 'Customer' before registration. */
export function reviewerName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  if (!first) return 'Customer';
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

const toReview = (row: ReviewRow) => ({
  id: row.id,
  userName: row.userName,
  createdDate: row.createdAt.toISOString(),
  rating: row.rating,
  comment: row.comment,
});

const toSaved = (row: ReviewRow): SavedReview => ({ ...toReview(row), productId: row.productId, status: row.status });

/** The product's summary columns as the product page's `reviewInfo`. */
const reviewInfoColumns = {
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
  ratingCounts: products.ratingCounts,
};
function toReviewInfo(row: { ratingCount: number; ratingSum: number; ratingCounts: ReviewInfo['ratingCounts'] }) {
  return {
    averageRating: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : 0,
    ratingCount: row.ratingCount,
    ratingCounts: row.ratingCounts,
  };
}

/**
 * Reviews and their moderation. The product's rating summary is kept by a database trigger
 * (migration 0009) in the same transaction as every status or rating change.
 */
export function reviewsRepository(db: Db) {
  return {
    /** A product's accepted reviews, newest first, with its summary; null for an unknown product. */
    async accepted(productId: number, page: PageQuery): Promise<ReviewsPage | null> {
      const [product] = await db.select(reviewInfoColumns).from(products).where(eq(products.id, productId));
      if (!product) return null;
      const where = and(eq(reviews.productId, productId), eq(reviews.status, 'ACCEPTED'));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.pageSize)
          .offset(page.pageNum * page.pageSize),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      const totalElements = total?.n ?? 0;
      return {
        content: rows.map(toReview),
        totalElements,
        totalPages: pageCount(totalElements, page.pageSize),
        productInfo: { reviewInfo: toReviewInfo(product) },
      };
    },

    /**
     * Saves the user's one review of a product: a new one, or an edit of theirs. Either waits for
     * moderation; an edit of an accepted review leaves the summary until it is accepted again.
     * Null when the product does not exist; `leftSummary` when the edit took an accepted review
     * out of the product's summary.
     */
    async save(
      userId: number,
      input: { productId: number; rating: number; comment: string },
      now: Date,
    ): Promise<{ review: SavedReview; leftSummary: boolean } | null> {
      return db.transaction(async (tx) => {
        const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
        if (!product) return null;
        const [before] = await tx
          .select({ status: reviews.status })
          .from(reviews)
          .where(and(eq(reviews.userId, userId), eq(reviews.productId, input.productId)))
          .for('update');
        const [author] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, userId));
        const userName = reviewerName(author?.firstName ?? null, author?.lastName ?? null);
        const fields = { userName, rating: input.rating, comment: input.comment, status: 'PENDING' as const };
        const [row] = await tx
          .insert(reviews)
          .values({ ...fields, userId, productId: input.productId, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [reviews.userId, reviews.productId],
            set: { ...fields, createdAt: now, updatedAt: now },
          })
          .returning();
        if (!row) throw new Error('saving a review returned no row');
        return { review: toSaved(row), leftSummary: before?.status === 'ACCEPTED' };
      });
    },

    /**
     * Moves a review to ACCEPTED or REJECTED; the product's summary follows in the same
     * transaction. Null for an unknown review.
     */
    async moderate(
      reviewId: number,
      decision: ModerationDecision,
      now: Date = new Date(),
    ): Promise<SavedReview | null> {
      const [row] = await db
        .update(reviews)
        .set({ status: decision, updatedAt: now })
        .where(eq(reviews.id, reviewId))
        .returning();
      return row ? toSaved(row) : null;
    },

    /** The moderation queue: reviews waiting for a decision, oldest first. */
    async pending(page: PageQuery): Promise<PendingReviewsPage> {
      const where = eq(reviews.status, 'PENDING');
      const [rows, [total]] = await Promise.all([
        db
          .select({ review: reviews, productTitle: sql<string>`${products.title}->>'en'` })
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(where)
          .orderBy(asc(reviews.updatedAt), asc(reviews.id))
          .limit(page.pageSize)
          .offset(page.pageNum * page.pageSize),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      const totalElements = total?.n ?? 0;
      return {
        content: rows.map(({ review, productTitle }) => ({
          ...toSaved(review),
          userId: review.userId,
          productTitle,
          updatedDate: review.updatedAt.toISOString(),
        })),
        totalElements,
        totalPages: pageCount(totalElements, page.pageSize),
      };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;

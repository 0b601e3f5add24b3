import type { ModerationDecision, PageQuery, PendingReviewsPage, SavedReview } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { reviewsRepository } from './repository.js';

export interface ReviewsDeps {
  db: Db;
  /** Drops cached product responses once a product's rating summary has changed (after commit). */
  summaryChanged: () => void;
}

/**
 * Reviews as the rest of the server sees them (`app.reviews`): the storefront's reads and saves,
 * and the back office's moderation queue and decisions.
 */
export function reviewsModule({ db, summaryChanged }: ReviewsDeps) {
  const repository = reviewsRepository(db);
  return {
    accepted: repository.accepted,

    /** Saves the user's review of a product for moderation; null for an unknown product. */
    async save(
      userId: number,
      input: { productId: number; rating: number; comment: string },
      now: Date = new Date(),
    ): Promise<SavedReview | null> {
      const saved = await repository.save(userId, input, now);
      if (!saved) return null;
      if (saved.leftSummary) summaryChanged();
      return saved.review;
    },

    /**
     * Accepts or rejects a review; the product's summary is updated in the same transaction.
     * Null for an unknown review.
     */
    async moderate(
      reviewId: number,
      decision: ModerationDecision,
      now: Date = new Date(),
    ): Promise<SavedReview | null> {
      const review = await repository.moderate(reviewId, decision, now);
      if (review) summaryChanged();
      return review;
    },

    /** Reviews waiting for a decision, oldest first. */
    pending(page: PageQuery): Promise<PendingReviewsPage> {
      return repository.pending(page);
    },
  };
}

export type ReviewsModule = ReturnType<typeof reviewsModule>;

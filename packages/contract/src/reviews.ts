import { z } from 'zod';
import { id, pageQuery, paged, reviewInfo } from './catalogue.js';
import { MAX_PAGE_SIZE } from './limits.js';
import { issueCode } from './error-codes.js';

/** Spec sections 5 and 9: the rating scale and the comment's length. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MIN = 5;
/** Ours: a review is a few sentences, not an essay. */
export const REVIEW_COMMENT_MAX = 2000;
/** Spec section 9: comments longer than this are cut with Show More. */
export const REVIEW_COMMENT_SHOWN = 150;
/** The page size of the review service when the page names none (spec section 9). */
export const REVIEWS_DEFAULT_PAGE_SIZE = 10;

export const REVIEW_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What moderation may set. */
export type ModerationDecision = Exclude<ReviewStatus, 'PENDING'>;

export const rating = z
  .number({ error: issueCode('ratingRequired') })
  .int(issueCode('ratingRequired'))
  .min(RATING_MIN, issueCode('ratingRequired'))
  .max(RATING_MAX, issueCode('ratingRequired'));

/** Plain text: trimmed, shown as text, never as HTML. */
export const reviewComment = z
  .string({ error: issueCode('reviewCommentTooShort') })
  .trim()
  .min(REVIEW_COMMENT_MIN, { error: issueCode('reviewCommentTooShort'), abort: true })
  .max(REVIEW_COMMENT_MAX, issueCode('reviewCommentTooLong'));

/** The review form: a star and a comment. */
export const reviewForm = z.object({ rating, comment: reviewComment });
/** The same rules for the page's form, whose star radio buttons give the rating as text ('4'). */
export const reviewFormFields = reviewForm.extend({
  rating: z.preprocess((value) => (typeof value === 'string' && value !== '' ? Number(value) : value), rating),
});

/**
 * `POST /api/review/saveUpdate`. The spec's page sends `userId` too: it is read and ignored,
 * as is any `status`, name or date; the server takes all four from the token and itself.
 */
export const saveReviewBody = reviewForm.extend({ productId: id, userId: z.unknown().optional() });
export type SaveReviewBody = z.input<typeof saveReviewBody>;

export const review = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** ISO 8601 with time zone. */
  createdDate: z.string(),
  rating: z.number().int(),
  comment: z.string(),
});
export type Review = z.infer<typeof review>;

/** The caller's own review as saved, with its moderation status. */
export const savedReview = review.extend({ productId: z.number().int(), status: z.enum(REVIEW_STATUSES) });
export type SavedReview = z.infer<typeof savedReview>;
export const saveReviewResponse = z.object({ data: savedReview, message: z.string() });

export const reviewsParams = z.object({
  productId: id,
  status: z.literal('ACCEPTED', { error: issueCode('reviewStatusNotListed') }),
});
export const reviewsQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(REVIEWS_DEFAULT_PAGE_SIZE),
});

export const reviewsPage = paged(review).extend({ productInfo: z.object({ reviewInfo }) });
export type ReviewsPage = z.infer<typeof reviewsPage>;
export const reviewsResponse = z.object({ data: reviewsPage });
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

/** A pending review as the moderation queue shows it. */
export const pendingReview = savedReview.extend({
  userId: z.number().int(),
  productTitle: z.string(),
  updatedDate: z.string(),
});
export type PendingReview = z.infer<typeof pendingReview>;
export const pendingReviewsPage = paged(pendingReview);
export type PendingReviewsPage = z.infer<typeof pendingReviewsPage>;

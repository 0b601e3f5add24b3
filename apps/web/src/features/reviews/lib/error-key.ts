import { messages, type enReviews } from '@krishi/contract';
import type { KeyOf } from '../../../lib/strings';

type ReviewKey = KeyOf<typeof enReviews>;

/** The review schema's messages (English, from the contract) and the keys that say them in the page's language. */
const KEYS: Record<string, ReviewKey> = {
  [messages.ratingRequired]: 'reviews.error.ratingRequired',
  [messages.reviewCommentTooShort]: 'reviews.error.commentTooShort',
  [messages.reviewCommentTooLong]: 'reviews.error.commentTooLong',
};

/** The key of a form message; a message the schema did not word (a wrong type) is the field's own rule. */
export function reviewErrorKey(message: string | undefined, field: 'rating' | 'comment'): ReviewKey {
  const known = message ? KEYS[message] : undefined;
  return known ?? (field === 'rating' ? 'reviews.error.ratingRequired' : 'reviews.error.commentTooShort');
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveReviewResponse, type SavedReview } from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { reviewsQueryKey } from './get-reviews';

export interface ReviewSubmission {
  productId: number;
  rating: number;
  comment: string;
}

/** `POST /api/review/saveUpdate` with the spec's body; the server takes the user from the token. */
export async function submitReview(review: ReviewSubmission): Promise<SavedReview> {
  const userId = Number(readSession()?.userId);
  const body = await api<unknown>('/api/review/saveUpdate', { method: 'POST', body: { userId, ...review } });
  return saveReviewResponse.parse(body).data;
}

/** An edit takes the author's accepted review back to moderation: the list is read again. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (review) => {
      void queryClient.invalidateQueries({ queryKey: [...reviewsQueryKey, review.productId] });
    },
  });
}

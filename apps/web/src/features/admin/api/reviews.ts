import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderateReviewResponse, moderationQueueResponse, type ModerationQueueResponse } from '@krishi/contract';
import { adminApi, adminKey, retryServerErrors } from './admin-client';

const reviewsKey = [...adminKey, 'reviews'] as const;

/** `GET /admin/api/reviews/pending`: the moderation queue, oldest first. */
export async function getPendingReviews(pageNum: number, signal?: AbortSignal): Promise<ModerationQueueResponse> {
  return moderationQueueResponse.parse(await adminApi<unknown>('/reviews/pending', { query: { pageNum }, signal }));
}

export function usePendingReviews(pageNum: number) {
  return useQuery({
    queryKey: [...reviewsKey, pageNum],
    queryFn: ({ signal }) => getPendingReviews(pageNum, signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export type Verdict = 'accept' | 'reject';

/** `POST /admin/api/reviews/{id}/accept|reject`. */
export async function moderateReview({ id, verdict }: { id: number; verdict: Verdict }) {
  return moderateReviewResponse.parse(await adminApi<unknown>(`/reviews/${id}/${verdict}`, { method: 'POST' }));
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}

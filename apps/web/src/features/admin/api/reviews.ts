import { moderateReviewResponse, moderationQueueResponse, type ModerationQueueResponse } from '@krishi/contract';
import { adminApi, adminKey, useAdminPage, useListChange } from './admin-client';

const reviewsKey = [...adminKey, 'reviews'] as const;

/** `GET /admin/api/reviews/pending`: the moderation queue, oldest first. */
export async function getPendingReviews(pageNum: number, signal?: AbortSignal): Promise<ModerationQueueResponse> {
  return moderationQueueResponse.parse(await adminApi<unknown>('/reviews/pending', { query: { pageNum }, signal }));
}

export function usePendingReviews(pageNum: number) {
  return useAdminPage([...reviewsKey, pageNum], (signal) => getPendingReviews(pageNum, signal));
}

export type Verdict = 'accept' | 'reject';

/** `POST /admin/api/reviews/{id}/accept|reject`. */
export async function moderateReview({ id, verdict }: { id: number; verdict: Verdict }) {
  return moderateReviewResponse.parse(await adminApi<unknown>(`/reviews/${id}/${verdict}`, { method: 'POST' }));
}

export function useModerateReview() {
  return useListChange(reviewsKey, moderateReview);
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, reviewsResponse, type ReviewsPage } from '@krishi/contract';
import { api } from '../../../lib/api-client';

export const reviewsQueryKey = ['reviews'] as const;

/** `GET /api/review/reviews/{productId}/ACCEPTED`: a product's accepted reviews, three a page, newest first. */
export async function getReviews(productId: number, pageNum: number, signal?: AbortSignal): Promise<ReviewsPage> {
  const body = await api<unknown>(`/api/review/reviews/${productId}/ACCEPTED`, {
    public: true,
    query: { pageNum, pageSize: PAGE_SIZE.reviewsOnProduct },
    signal,
  });
  return reviewsResponse.parse(body).data;
}

export function reviewsQueryOptions(productId: number, pageNum: number) {
  return queryOptions({
    queryKey: [...reviewsQueryKey, productId, pageNum],
    queryFn: ({ signal }) => getReviews(productId, pageNum, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReviews(productId: number, pageNum: number) {
  return useQuery(reviewsQueryOptions(productId, pageNum));
}

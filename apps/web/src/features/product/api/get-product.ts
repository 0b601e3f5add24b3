import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@krishi/contract';
import { api, ApiError } from '../../../lib/api-client';

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const body = await api<{ data: Product }>(`/api/eproduct/${id}`, { signal, public: true });
  return body.data;
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // An unknown id stays unknown: retrying a 4xx only delays the error message by seconds.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
  });
}

export function useProduct(id: number | null) {
  // The route loader has already asked (and retried); a failure it saw is not asked again.
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null, retryOnMount: false });
}

import { useQuery } from '@tanstack/react-query';
import type { Promotion } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** Spec section 9: promotions are kept for an hour. */
const ONE_HOUR = 60 * 60_000;

export async function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  const body = await api<{ data: Promotion[] }>('/api/promotion/get-all', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

/** TanStack aborts the call through `signal` when the home page is left before it answers. */
export function usePromotions() {
  return useQuery({
    queryKey: ['promotions'],
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** Spec section 9: the promotions cache lasts an hour. */
const ONE_HOUR = 60 * 60_000;
const STORAGE_KEY = 'promotions';

interface StoredPromotions {
  at: number;
  data: Promotion[];
}

function readStored(): StoredPromotions | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredPromotions>) : undefined;
    if (!parsed || typeof parsed.at !== 'number' || !Array.isArray(parsed.data)) return undefined;
    return { at: parsed.at, data: parsed.data };
  } catch {
    return undefined;
  }
}

export async function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  const body = await api<{ data: Promotion[] }>('/api/promotion/get-all', { signal, public: true });
  const data = Array.isArray(body.data) ? body.data : [];
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ at: Date.now(), data } satisfies StoredPromotions));
  return data;
}

/**
 * The home carousel's offers. A copy stored within the hour shows at once, so a returning
 * visitor's banner needs no request before it paints. TanStack aborts the call through
 * `signal` when the home page is left before it answers.
 */
export function promotionsQueryOptions() {
  return queryOptions({
    queryKey: ['promotions'],
    queryFn: ({ signal }) => getPromotions(signal),
    initialData: () => readStored()?.data,
    initialDataUpdatedAt: () => readStored()?.at,
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
  });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}

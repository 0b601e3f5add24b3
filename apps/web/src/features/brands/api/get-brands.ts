import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE, STATUS_ACTIVE, type SellersResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** Spec section 8: a failed brand list is an empty one, shown as 'No brands found'. */
const EMPTY: SellersResponse = { content: [], totalPages: 0, totalElements: 0 };

export async function getBrands(pageNum: number, signal?: AbortSignal): Promise<SellersResponse> {
  try {
    return await api<SellersResponse>('/api/seller/getStoreFrontSellers', {
      method: 'POST',
      public: true,
      body: { status: STATUS_ACTIVE, pageNum, pageSize: PAGE_SIZE.brands },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY;
  }
}

/** A page of brands. The key's one owner: the brands page and the menus (composed by the router) use these options. */
export function brandsQueryOptions(pageNum: number) {
  return queryOptions({
    // Widened to any query key: the layout takes these options knowing only their data's shape.
    queryKey: ['brands', pageNum] as QueryKey,
    queryFn: ({ signal }) => getBrands(pageNum, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBrands(pageNum: number) {
  return useQuery(brandsQueryOptions(pageNum));
}

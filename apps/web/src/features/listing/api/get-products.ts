import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH, STATUS_ACTIVE, type ProductListResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** What a listing is filtered by; none lists every active product, newest first. */
export interface ProductFilter {
  categoryId?: number | undefined;
  sellerId?: number | undefined;
  searchString?: string | undefined;
}

/** Spec section 8: a failed product list is an empty one with one page. */
const EMPTY: ProductListResponse = { content: [], totalPages: 1, totalElements: 0 };

export async function getProducts(
  filter: ProductFilter,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  try {
    return await api<ProductListResponse>('/api/eproduct/products', {
      method: 'POST',
      query: { pageNum, pageSize },
      body: {
        status: STATUS_ACTIVE,
        categoryId: filter.categoryId,
        sellerId: filter.sellerId,
        searchString: filter.searchString?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined,
      },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY;
  }
}

export function productsQueryOptions(filter: ProductFilter, pageNum: number, pageSize: number, enabled = true) {
  return queryOptions({
    enabled,
    queryKey: [
      'products',
      filter.categoryId ?? null,
      filter.sellerId ?? null,
      filter.searchString ?? null,
      pageNum,
      pageSize,
    ],
    queryFn: ({ signal }) => getProducts(filter, pageNum, pageSize, signal),
    // The previous page stays on screen while the next one loads: nothing jumps.
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` for an address that cannot name anything (a non-numeric id): nothing is asked. */
export function useProducts(filter: ProductFilter, pageNum: number, pageSize: number, enabled = true) {
  return useQuery(productsQueryOptions(filter, pageNum, pageSize, enabled));
}

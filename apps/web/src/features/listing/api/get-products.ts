import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MAX_SEARCH_LENGTH,
  STATUS_ACTIVE,
  type ProductFilters,
  type ProductListResponse,
  type ProductSort,
} from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { choiceKey } from '../lib/listing-filters';

/** What a listing is filtered by; none lists every active product, newest first. */
export interface ProductFilter {
  categoryId?: number | undefined;
  sellerId?: number | undefined;
  searchString?: string | undefined;
  /** What the buyer narrowed the listing to, and how it is ordered (the address's choice). */
  filters?: ProductFilters | undefined;
  sort?: ProductSort | undefined;
  /** `false` where no filters are shown (the home page): the answer comes without its counts. */
  facets?: false;
}

function choiceOf(filter: ProductFilter): string | null {
  return choiceKey({ filters: filter.filters ?? {}, sort: filter.sort });
}

/** Spec section 8: a failed product list is an empty one with one page. */
const EMPTY: ProductListResponse = { content: [], totalPages: 1, totalElements: 0 };

/**
 * Spec: the first page of a category's or a seller's products is kept locally, so a return
 * visit shows it at once while a fresh copy loads.
 */
function firstPageKey(filter: ProductFilter, pageNum: number, pageSize: number): string | null {
  if (
    pageNum !== 0 ||
    filter.searchString ||
    choiceOf(filter) !== null ||
    (filter.categoryId === undefined && filter.sellerId === undefined)
  )
    return null;
  return `products_${filter.categoryId ?? ''}_${filter.sellerId ?? ''}_${pageSize}`;
}

interface StoredPage {
  at: number;
  data: ProductListResponse;
}

function readStoredPage(key: string | null): StoredPage | undefined {
  if (!key) return undefined;
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredPage | null;
    return parsed && typeof parsed.at === 'number' && Array.isArray(parsed.data?.content) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function storePage(key: string | null, data: ProductListResponse): void {
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify({ at: Date.now(), data } satisfies StoredPage));
  } catch {
    // Storage full or refused: the page still shows, it just is not kept.
  }
}

export async function getProducts(
  filter: ProductFilter,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  try {
    return await api<ProductListResponse>('/api/eproduct/products', {
      method: 'POST',
      public: true,
      query: { pageNum, pageSize },
      body: {
        status: STATUS_ACTIVE,
        categoryId: filter.categoryId,
        sellerId: filter.sellerId,
        searchString: filter.searchString?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined,
        filters: filter.filters && Object.keys(filter.filters).length > 0 ? filter.filters : undefined,
        sort: filter.sort,
        facets: filter.facets,
      },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY;
  }
}

export function productsQueryOptions(filter: ProductFilter, pageNum: number, pageSize: number, enabled = true) {
  const storageKey = firstPageKey(filter, pageNum, pageSize);
  return queryOptions({
    enabled,
    queryKey: [
      'products',
      filter.categoryId ?? null,
      filter.sellerId ?? null,
      filter.searchString ?? null,
      choiceOf(filter),
      filter.facets ?? true,
      pageNum,
      pageSize,
    ],
    queryFn: async ({ signal }) => {
      const data = await getProducts(filter, pageNum, pageSize, signal);
      if (data.content.length > 0) storePage(storageKey, data);
      return data;
    },
    initialData: () => readStoredPage(storageKey)?.data,
    initialDataUpdatedAt: () => readStoredPage(storageKey)?.at,
    // The previous page stays on screen while the next one loads: nothing jumps.
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` for an address that cannot name anything (a non-numeric id): nothing is asked. */
export function useProducts(filter: ProductFilter, pageNum: number, pageSize: number, enabled = true) {
  return useQuery(productsQueryOptions(filter, pageNum, pageSize, enabled));
}

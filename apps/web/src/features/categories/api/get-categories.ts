import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATUS_ACTIVE, type Category, type CategoriesResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** Spec section 8: failing categories are an empty list of root categories. */
export async function getCategoryTree(signal?: AbortSignal): Promise<Category[]> {
  try {
    const body = await api<CategoriesResponse>('/api/ecategory/storeFrontcategories', {
      method: 'POST',
      public: true,
      body: { status: STATUS_ACTIVE },
      signal,
    });
    return body.rootCategories;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function categoryTreeQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'tree'],
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}

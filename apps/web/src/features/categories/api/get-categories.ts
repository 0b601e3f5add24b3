import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { STATUS_ACTIVE, type Category, type CategoriesResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

const STORAGE_KEY = 'categories';

function readStored(): Category[] | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return Array.isArray(parsed) ? (parsed as Category[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec: categories are cached in memory and stored locally; a failure is the stored tree, or an
 * empty list of root categories (section 8) when none was stored.
 */
async function getCategoryTree(signal: AbortSignal): Promise<Category[]> {
  try {
    const body = await api<CategoriesResponse>('/api/ecategory/storeFrontcategories', {
      method: 'POST',
      public: true,
      body: { status: STATUS_ACTIVE },
      signal,
    });
    localStorage.setItem(STORAGE_KEY, JSON.stringify(body.rootCategories));
    return body.rootCategories;
  } catch (error) {
    if (signal.aborted) throw error;
    return readStored() ?? [];
  }
}

/**
 * The category tree: the key's one owner, used by the categories page and the menus (composed by
 * the router). A stored copy shows at once (no 'Loading categories...' flash, no shifting
 * menu bar) and is refreshed in the background.
 */
export function categoryTreeQueryOptions() {
  return queryOptions({
    // Widened to any query key: the layout takes these options knowing only their data's shape.
    queryKey: ['categories', 'tree'] as QueryKey,
    queryFn: ({ signal }) => getCategoryTree(signal),
    initialData: readStored,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
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

/** Spec: categories are cached in memory and stored locally; a failure is an empty tree. */
async function getCategories(signal: AbortSignal): Promise<Category[]> {
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
 * The category tree of the menus. A stored copy shows at once (no 'Loading categories...'
 * flash, no shifting bar) and is refreshed in the background. Same key and shape as the
 * categories view, so both share one request.
 */
export function useMenuCategories() {
  return useQuery({
    queryKey: ['categories', 'tree'],
    queryFn: ({ signal }) => getCategories(signal),
    initialData: readStored,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

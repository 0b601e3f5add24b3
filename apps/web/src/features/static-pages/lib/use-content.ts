import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@krishi/contract';

/** The first part of every static page text's query key. */
export const STATIC_PAGE_KEY = 'static-page';

type Load<T> = (language: LanguageCode) => Promise<{ default: T }>;

/** A page's text chunk, loaded once; a page's text never changes while the app runs. */
export function pageContentQueryOptions<T>(page: string, language: LanguageCode, load: Load<T>) {
  return queryOptions({
    queryKey: [STATIC_PAGE_KEY, page, language],
    queryFn: async () => (await load(language)).default,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function usePageContent<T>(page: string, language: LanguageCode, load: Load<T>) {
  return useQuery(pageContentQueryOptions(page, language, load));
}

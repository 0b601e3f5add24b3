import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@krishi/contract';

type Load<T> = (language: LanguageCode) => Promise<{ default: T }>;

/** A page's text chunk, loaded once; a page's text never changes while the app runs. */
export function pageContentQueryOptions<T>(page: string, language: LanguageCode, load: Load<T>) {
  return queryOptions({
    queryKey: ['static-page', page, language],
    queryFn: async () => (await load(language)).default,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Whether a query is a static page's text (`pageContentQueryOptions`). */
export function isPageContentQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === 'static-page';
}

export function usePageContent<T>(page: string, language: LanguageCode, load: Load<T>) {
  return useQuery(pageContentQueryOptions(page, language, load));
}

import { useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@krishi/contract';

/** Loads a page's text chunk once; a page's text never changes while the app runs. */
export function usePageContent<T>(
  page: string,
  language: LanguageCode,
  load: (language: LanguageCode) => Promise<{ default: T }>,
) {
  return useQuery({
    queryKey: ['static-page', page, language],
    queryFn: async () => (await load(language)).default,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

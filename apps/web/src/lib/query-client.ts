import { QueryClient } from '@tanstack/react-query';

/** TanStack's defaults are the spec's cache rules (retry 3, exponential delay capped at 30 s, 5 min gc). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
});

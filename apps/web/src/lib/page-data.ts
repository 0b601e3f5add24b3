import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { LanguageCode } from '@krishi/contract';
import { currentLanguage } from './language';
import { queryClient } from './query-client';

/** What the server hands a route's loader: the request's own query cache and language. */
export interface ServerPageContext {
  queryClient: QueryClient;
  language: LanguageCode;
}

/**
 * Whether the browser's loaders wait for their data: only while the page the server rendered is
 * being hydrated, whose first render must show what the server's showed (main.tsx).
 */
let hydrating = false;

/** Whether the browser's loaders wait for their queries as the server's do (main.tsx). */
export function loadersWait(wait: boolean): void {
  hydrating = wait;
}

function isServerPageContext(context: unknown): context is ServerPageContext {
  return typeof context === 'object' && context !== null && 'queryClient' in context && 'language' in context;
}

/** The query cache a loader fills: the request's on the server, the page's in the browser. */
export function pageQueryClient(context: unknown): QueryClient {
  return isServerPageContext(context) ? context.queryClient : queryClient;
}

/** One query a page reads, ready to be asked for in a query cache, once or with its retries. */
export type PageQuery = (client: QueryClient, once: boolean) => Promise<void>;

/** A page query from the options the page's own hook uses, whatever its data's type. */
export function pageQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): PageQuery {
  return (client, once) => client.prefetchQuery(once ? { ...options, retry: false } : options);
}

/** What a route's loader is told: its address, and the language the page is shown in. */
export interface PageDataArgs {
  params: LoaderFunctionArgs['params'];
  url: URL;
  language: LanguageCode;
}

/**
 * A route's loader from the queries its page reads (decision 037): the one list of what a page
 * needs, for both sides. On the server it fills the request's query cache and waits, so the page
 * renders with its content and the cache goes to the browser in the HTML. In the browser it only
 * starts the downloads, alongside the page's code, and never holds a navigation: the page shows
 * its own loading and offline states from the same queries. Hydrating the server's page, it
 * waits for what the HTML could not carry (a page's text, which is code) and finds the rest in
 * the cache the HTML brought.
 */
export function pageData(queries: (args: PageDataArgs) => PageQuery[]) {
  return async ({ params, request, context }: LoaderFunctionArgs): Promise<null> => {
    const server = isServerPageContext(context) ? context : null;
    const args = { params, url: new URL(request.url), language: server?.language ?? currentLanguage() };
    const client = server?.queryClient ?? queryClient;
    // The server asks once: a page that failed shows its failure now rather than after retries.
    const fetches = queries(args).map((query) => query(client, server !== null));
    if (server || hydrating) await Promise.all(fetches);
    return null;
  };
}

import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { bundles, languageOf, type AppRenderer, type Locale, type PageCalls } from '@krishi/contract';
import { appRoutes } from './app/routes';
import { Toasts } from './components/toasts';
import { isSellOnPath } from './features/static-pages/lib/sell-on';
import { isPageContentQuery } from './features/static-pages/lib/use-content';
import { sendCallsThrough } from './lib/api-client';
import { RenderedDataSaverContext } from './lib/data-saver';
import type { ServerPageContext } from './lib/page-data';
import { PageLocaleContext, type Translate } from './lib/page-locale';
import { translatorOf } from './lib/translator';

/**
 * What the server keeps of a visitor: nothing. Every stored value reads as on a first visit, and
 * a page's attempt to store one is forgotten, so no visitor's page can carry another's data.
 */
class ForgetfulStorage implements Storage {
  readonly length = 0;
  clear(): void {}
  getItem(): null {
    return null;
  }
  key(): null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {}
}

/**
 * The queries whose answers go to the browser with the page: every settled one but a static
 * page's text, which is code (its paragraphs may be functions) and which the browser's loader
 * fetches before hydrating.
 */
function carriedInHtml(query: Query): boolean {
  return query.state.status !== 'pending' && !isPageContentQuery(query.queryKey);
}

/** Marks a Suspense boundary that renderToString left to the browser: something had to wait. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * The page as HTML. renderToString, synchronous and the cheapest, finishes every page whose lazily
 * loaded parts have been loaded once; the first page to meet such a part (after a start) leaves it
 * to the browser, and is rendered again with `prerender`, which waits for it.
 */
async function renderHtml(app: ReactNode): Promise<string> {
  const html = renderToString(app);
  if (!html.includes(LEFT_TO_THE_BROWSER)) return html;
  const { prelude } = await prerender(app, {
    // A part that fails here is rendered by the browser instead; the server says which.
    onError: (error) => console.error('server render:', error),
    // Every part in place in the HTML: React otherwise moves a large part (a Kannada page's text,
    // say) to the end with an inline script to put it back, which the CSP rightly refuses to run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * The storefront's pages rendered on the server (decision 037): the route table, loaders and
 * components of the browser's app, with the page's calls answered by `send` (the server's own
 * routes). The same page hydrates in the browser from the state it returns.
 */
export function createAppRenderer(send: PageCalls): AppRenderer {
  globalThis.localStorage = new ForgetfulStorage();
  globalThis.sessionStorage = new ForgetfulStorage();
  sendCallsThrough(send);
  const handler = createStaticHandler(appRoutes);
  const strings = {
    en_In: translatorOf('en_In', bundles.en_In, bundles.en_In),
    kn_In: translatorOf('kn_In', bundles.kn_In, bundles.en_In),
  } satisfies Record<Locale, Translate>;

  return {
    async render(url, locale, options) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
      const requestContext: ServerPageContext = { queryClient, language: languageOf(locale) };
      const request = new Request(new URL(url, 'http://storefront.internal'));
      const context = await handler.query(request, { requestContext });
      if (context instanceof Response) {
        return { redirect: { status: context.status, location: context.headers.get('location') ?? '/' } };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = await renderHtml(
        <StrictMode>
          <PageLocaleContext value={{ locale, t: strings[locale] }}>
            <RenderedDataSaverContext value={options?.dataSaver ?? false}>
              <QueryClientProvider client={queryClient}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
                <Toasts />
              </QueryClientProvider>
            </RenderedDataSaverContext>
          </PageLocaleContext>
        </StrictMode>,
      );
      const leaf = context.matches.at(-1)?.route;
      const missing =
        context.statusCode === 404 || (leaf?.path === '*' && !isSellOnPath(new URL(request.url).pathname));
      return {
        status: missing ? 404 : 200,
        html,
        state: {
          locale,
          queries: dehydrate(queryClient, { shouldDehydrateQuery: carriedInHtml }),
        },
      };
    },
  };
}

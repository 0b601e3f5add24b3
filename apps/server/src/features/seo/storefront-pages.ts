import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DATA_SAVER_COOKIE,
  dataSaverRequested,
  PLATFORM_WEB,
  type Locale,
  type PageCalls,
  type Product,
} from '@krishi/contract';
import { requestLocale } from '../../lib/request-locale.js';
import { ResponseCache, type CachedResponse } from '../../lib/response-cache.js';
import { callsThrough, keptPublicAnswers, loadAppRenderer, OWN_ROUTES, ownRoutesAnswer } from './app-renderer.js';
import { publicBase } from './base-url.js';
import { dataSaverHead } from './head.js';
import { PageTemplate } from './page-template.js';
import { PageHeads } from './pages.js';
import { encodedPage, type PageRenderer } from './render-protocol.js';
import { RenderThreads, type AnswerCall } from './render-threads.js';
import type { SeoRepository } from './repository.js';

/** A page as the web plugin sends it: kept bytes, or where the visitor goes instead. */
export type StorefrontPage = { status: 200 | 404; page: CachedResponse } | { status: number; redirect: string };

/** Rendered pages kept at most, as their gzip and brotli (20-30 KB each a page): several hundred pages. */
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;
/** The back office is a logged-in operator's: its pages are the shell, rendered in the browser. */
const BROWSER_ONLY = /^\/admin(\/|$)/;

/** One product as GET /api/eproduct/{id} answers it, or null when there is none. */
async function productThroughItsRoute(send: PageCalls, id: number): Promise<Product | null> {
  const response = await send(new URL(`/api/eproduct/${id}`, OWN_ROUTES), { headers: { 'X-Platform': PLATFORM_WEB } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET /api/eproduct/${id} answered ${response.status}`);
  return (JSON.parse(await response.text()) as { data: Product }).data;
}

/** A product's page: in data-saver mode its app starts when the farmer first touches it. */
const PRODUCT_PAGE = /^\/product\/[^/]+(\/[^/]+)?$/;

const pageKey = (base: string, locale: Locale, url: URL, dataSaver: boolean) =>
  `${base} ${locale}${dataSaver ? ' saver' : ''} ${url.pathname}${url.search}`;

/** Data-saver mode as the request asks for it: the toggle's cookie, else the Save-Data header. */
function requestDataSaver(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=([^;]*)`))?.[1];
  const header = request.headers['save-data'];
  return dataSaverRequested(cookie, Array.isArray(header) ? header[0] : header);
}

/** The render thread's script, built beside this module; running from source (the API tests) there is none. */
const RENDER_WORKER = new URL('./render-worker.js', import.meta.url);

/**
 * What renders the pages: `threads` render threads (decision 046), or the main thread when there
 * are none or no built render thread; null without the app's server build.
 */
async function pageRenderer(
  app: FastifyInstance,
  answer: AnswerCall,
  serverEntry: string | null,
  threads: number,
): Promise<PageRenderer | null> {
  if (serverEntry === null) return null;
  if (threads > 0 && fs.existsSync(RENDER_WORKER)) {
    const pool = new RenderThreads(RENDER_WORKER, serverEntry, threads, answer);
    app.addHook('onClose', () => pool.close());
    return pool;
  }
  const renderer = await loadAppRenderer(serverEntry, callsThrough(answer));
  return renderer && { render: async (...args) => encodedPage(await renderer.render(...args)) };
}

/**
 * The storefront's page for a request (decision 037): the built index.html with the head a
 * search engine or link preview needs and the app's page rendered into it, with the data it was
 * rendered from for the browser to hydrate. Pages are the same for every visitor of a locale, so
 * they are kept per origin, locale and URL, and dropped with the catalogue's cached answers.
 */
export async function storefrontPages(
  app: FastifyInstance,
  seo: SeoRepository,
  template: string,
  serverEntry: string | null,
  renderThreads: number,
): Promise<(request: FastifyRequest) => Promise<StorefrontPage>> {
  const answer = keptPublicAnswers(ownRoutesAnswer(app), (listener) => app.catalogueCache.onClear(listener));
  const send = callsThrough(answer);
  const renderer = await pageRenderer(app, answer, serverEntry, renderThreads);
  // The head's product is the one the page's own call just read: kept by the catalogue's answer
  // cache, so a product page costs one read of the product, not two.
  const heads = new PageHeads({ ...app.catalogue, product: (id) => productThroughItsRoute(send, id) }, seo);
  const pages = new ResponseCache(PAGE_CACHE_BYTES);
  const pageTemplate = new PageTemplate(template);
  // Kept pages that answer 404; an entry the cache drops leaves this set with it.
  const missing = new WeakSet<CachedResponse>();
  app.catalogueCache.onClear(() => {
    heads.clear();
    pages.clear();
  });

  async function render(base: string, url: URL, locale: Locale, dataSaver: boolean): Promise<StorefrontPage> {
    const markedAt = pages.mark();
    const listPage = url.searchParams.get('page');
    const sellerId = url.searchParams.get('sellerId') ?? undefined;
    const rendered =
      renderer && !BROWSER_ONLY.test(url.pathname)
        ? await renderer.render(url.pathname + url.search, locale, { dataSaver })
        : null;
    // After the page, not beside it: the first request after a catalogue change rebuilds the
    // catalogue's index, and a head read meanwhile would name the old index's first picture.
    const head = await heads.render(base, url.pathname, sellerId, listPage === null || listPage === '1');
    if (rendered && 'redirect' in rendered) {
      return { status: rendered.redirect.status, redirect: rendered.redirect.location };
    }
    const startOnDemand = dataSaver && rendered !== null && PRODUCT_PAGE.test(url.pathname);
    const { html, gzip } = await pageTemplate.fill({
      locale,
      title: head.title,
      headTags: dataSaver ? dataSaverHead(head.tags) : head.tags,
      app: rendered ? { html: rendered.html, data: rendered.data } : null,
      startOnDemand,
    });
    const key = pageKey(base, locale, url, dataSaver);
    const page = gzip
      ? pages.setGzipped(key, { body: html, gzip }, { markedAt })
      : pages.setJson(key, html, { markedAt });
    if (head.status === 404 || rendered?.status === 404) missing.add(page);
    return { status: missing.has(page) ? 404 : 200, page };
  }

  return async (request) => {
    const url = new URL(request.url, 'http://page');
    const base = publicBase(request);
    const locale = requestLocale(request);
    const dataSaver = requestDataSaver(request);
    const kept = pages.get(pageKey(base, locale, url, dataSaver));
    if (kept) return { status: missing.has(kept) ? 404 : 200, page: kept };
    return render(base, url, locale, dataSaver);
  };
}

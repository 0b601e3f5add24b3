/* Types only: what the web app's server build (apps/web/src/entry-server.tsx) gives the server. */
import type { Locale } from './i18n.js';

/**
 * A page of the storefront's app rendered on the server, with the data it was rendered from for
 * the browser to hydrate (its locale and its query cache, as TanStack Query dehydrates it); or
 * where the route sends the visitor instead.
 */
export type RenderedApp =
  | {
      /** 404 for a path no page takes, or a product or category that does not exist. */
      status: 200 | 404;
      html: string;
      state: { locale: Locale; queries: unknown };
    }
  | { redirect: { status: number; location: string } };

/** How the visitor asked for the page beyond its address and language. */
export interface RenderOptions {
  /** Data-saver mode (decision 043): the smallest pictures, none of them eager. */
  dataSaver?: boolean;
}

/** Renders the page at `url` (path and query) in `locale` (decision 037). */
export interface AppRenderer {
  render(url: string, locale: Locale, options?: RenderOptions): Promise<RenderedApp>;
}

/** A page call's answer as the app reads it: the part of fetch's Response it uses. */
export interface PageCallAnswer {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

/**
 * How the app makes a page's API calls: fetch in the browser; on the server, the server's own
 * routes, whose answers are already bytes in hand and need no stream to read them.
 */
export type PageCalls = (url: URL, init: RequestInit) => Promise<PageCallAnswer>;

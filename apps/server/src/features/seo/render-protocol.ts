import type { Locale, RenderedApp, RenderOptions } from '@krishi/contract';
import type { OwnRoutesCall } from './app-renderer.js';
import { jsonForScript } from './head.js';

/**
 * A page as the template takes it: the app's HTML and the data it was rendered from, already
 * encoded for the page's script element; or where the route sends the visitor instead.
 */
export type RenderedPage =
  { status: 200 | 404; html: string; data: string } | { redirect: { status: number; location: string } };

/** What renders pages: on the main thread, or on render threads (render-threads.ts). */
export interface PageRenderer {
  render(url: string, locale: Locale, options: RenderOptions): Promise<RenderedPage>;
}

/** The app's rendering with its data encoded where it was rendered: a render thread's bytes to copy, not an object graph. */
export function encodedPage(rendered: RenderedApp): RenderedPage {
  if ('redirect' in rendered) return rendered;
  return {
    status: rendered.status,
    html: rendered.html,
    data: jsonForScript(rendered.state),
  };
}

/** One of the page's own API calls, as a render thread asks the main thread to make it. */
export interface CallRequest extends OwnRoutesCall {
  kind: 'call';
  call: number;
}

/** The main thread's answer to a call. */
export interface CallAnswer {
  kind: 'answer';
  call: number;
  status: number;
  body: ArrayBuffer | null;
}

/** The main thread's request for a page. */
export interface RenderRequest {
  kind: 'render';
  page: number;
  url: string;
  locale: Locale;
  options: RenderOptions;
}

/** A render thread's answer: the page, or why it could not be rendered. */
export type RenderAnswer =
  | { kind: 'ready' }
  | { kind: 'rendered'; page: number; rendered: RenderedPage }
  | { kind: 'failed'; page: number; message: string };

export type ToRenderThread = RenderRequest | CallAnswer;
export type FromRenderThread = RenderAnswer | CallRequest;

import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppRenderer, PageCallAnswer, PageCalls } from '@krishi/contract';

interface RendererModule {
  createAppRenderer(send: PageCalls): AppRenderer;
}

function isRendererModule(value: unknown): value is RendererModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { createAppRenderer?: unknown }).createAppRenderer === 'function'
  );
}

/** The origin the page's calls name while the server renders it; only their path and query count. */
export const OWN_ROUTES = 'http://storefront.internal';

/** A page call's answer from the server's own routes. */
export interface OwnRoutesAnswer {
  status: number;
  /** Null for an answer without a body (204, 304). */
  body: Buffer | null;
  /** The same for every visitor until the catalogue changes (`Cache-Control: public`). */
  public: boolean;
}

/** A page call as fetch is given it: the method, headers and JSON body that matter in-process. */
export interface OwnRoutesCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The page's calls while the server renders it, answered by this server's own routes in-process
 * (Fastify's inject): through the same validation, caches and limits as a browser's call,
 * without a trip through the network.
 */
export function ownRoutesAnswer(app: FastifyInstance): (call: OwnRoutesCall) => Promise<OwnRoutesAnswer> {
  return async (call) => {
    const url = new URL(call.url);
    const answer = await app.inject({
      method: call.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: call.headers,
      ...(call.body ? { payload: call.body } : {}),
    });
    const status = answer.statusCode;
    const caching = answer.headers['cache-control'];
    return {
      status,
      body: status === 204 || status === 304 ? null : answer.rawPayload,
      public: status === 200 && typeof caching === 'string' && caching.startsWith('public'),
    };
  };
}

/** A page's call as the call it makes of the server's routes. */
export function callOf(url: URL | string, init: RequestInit | undefined): OwnRoutesCall {
  const body = init?.body;
  if (body !== undefined && body !== null && typeof body !== 'string') {
    throw new TypeError('a page renders with JSON calls only');
  }
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    ...(body ? { body } : {}),
  };
}

/**
 * A route's answer as the page reads it: its bytes are in hand, so its text is decoded from them
 * directly, without the stream and headers of a fetch Response (a few percent of a render).
 */
export function pageAnswerOf(answer: { status: number; body: ArrayBuffer | Buffer | null }): PageCallAnswer {
  const { status, body } = answer;
  const text = body === null ? '' : (Buffer.isBuffer(body) ? body : Buffer.from(body)).toString('utf8');
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) };
}

/** Public answers kept at most, and the largest kept. */
const KEPT_ANSWERS = 512;
const KEPT_ANSWER_BYTES = 64 * 1024;

/**
 * The page calls' answers that are the same for every visitor, kept until `onClear` hears of a
 * catalogue change (as the catalogue's own answers are): every page asks for the category tree,
 * every listing for the agronomy terms, and each ask through `inject` costs a pass through the
 * whole request pipeline.
 */
export function keptPublicAnswers(
  answer: (call: OwnRoutesCall) => Promise<OwnRoutesAnswer>,
  onClear: (listener: () => void) => void,
): (call: OwnRoutesCall) => Promise<OwnRoutesAnswer> {
  const kept = new Map<string, OwnRoutesAnswer>();
  // An answer asked for before a change and answered after it is not kept.
  let changes = 0;
  onClear(() => {
    changes++;
    kept.clear();
  });
  return async (call) => {
    const key = `${call.method} ${call.url} ${JSON.stringify(call.headers)} ${call.body ?? ''}`;
    const known = kept.get(key);
    if (known) return known;
    const asked = changes;
    const fresh = await answer(call);
    if (fresh.public && asked === changes && (fresh.body?.length ?? 0) <= KEPT_ANSWER_BYTES) {
      if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
      kept.set(key, fresh);
    }
    return fresh;
  };
}

/** The page's calls when the page renders on the main thread. */
export function callsThrough(answer: (call: OwnRoutesCall) => Promise<OwnRoutesAnswer>): PageCalls {
  return async (url, init) => pageAnswerOf(await answer(callOf(url, init)));
}

/**
 * The server build of the storefront (`vite build --ssr`, apps/web/dist-server), or null when
 * there is none (the API tests run without a web build): pages are then the shell alone.
 */
export async function loadAppRenderer(file: string | null, send: PageCalls): Promise<AppRenderer | null> {
  if (file === null) return null;
  const loaded: unknown = await import(pathToFileURL(file).href);
  if (!isRendererModule(loaded)) throw new Error(`${file} does not export createAppRenderer`);
  return loaded.createAppRenderer(send);
}

import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppRenderer } from '@krishi/contract';

interface RendererModule {
  createAppRenderer(send: typeof fetch): AppRenderer;
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

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

/**
 * fetch for the page's calls while the server renders it: answered by this server's own routes
 * in-process (Fastify's inject), through the same validation, caches and limits as a browser's
 * call, without a trip through the network.
 */
export function ownRoutesFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string') {
      throw new TypeError('a page renders with JSON calls only');
    }
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: headersOf(init),
      ...(body ? { payload: body } : {}),
    });
    const status = answer.statusCode;
    const empty = status === 204 || status === 304;
    const headers = new Headers();
    const type = answer.headers['content-type'];
    if (typeof type === 'string') headers.set('content-type', type);
    return new Response(empty ? null : answer.rawPayload, { status, headers });
  };
}

/**
 * The server build of the storefront (`vite build --ssr`, apps/web/dist-server), or null when
 * there is none (the API tests run without a web build): pages are then the shell alone.
 */
export async function loadAppRenderer(file: string | null, send: typeof fetch): Promise<AppRenderer | null> {
  if (file === null) return null;
  const loaded: unknown = await import(pathToFileURL(file).href);
  if (!isRendererModule(loaded)) throw new Error(`${file} does not export createAppRenderer`);
  return loaded.createAppRenderer(send);
}

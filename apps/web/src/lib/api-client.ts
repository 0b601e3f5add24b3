import { PLATFORM_WEB, type ErrorBody, type PageCalls } from '@krishi/contract';
import { expireSession, storedToken } from './session';
import type { FrameKey } from './strings';

/** A failed call: the HTTP status and the server's `{ message, errorDetails }` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Spec section 6: the anonymous calls (catalogue, login) never carry the token. */
  public?: boolean;
  /** The token to send instead of the stored one: logout revokes a token it has already forgotten. */
  bearer?: string;
  /** What a refused token tells the visitor; the registration screen words it its own way (spec section 4). */
  expiredMessage?: FrameKey;
  /**
   * A 403 means "not allowed here", not "no longer logged in": the back office asks with it so a
   * customer opening /admin keeps the session. A 401 still ends it.
   */
  keepSessionOn403?: boolean;
}

/** Where the calls go: the page's own server, through the browser's fetch. */
let transport: { origin: () => string; fetch: PageCalls } = {
  origin: () => window.location.origin,
  fetch: (input, init) => fetch(input, init),
};

/**
 * Sends every call through `send` instead: the server, rendering a page, answers the page's calls
 * itself without a trip through the network (decision 037).
 */
export function sendCallsThrough(send: PageCalls): void {
  transport = { origin: () => 'http://storefront.internal', fetch: send };
}

/**
 * The one way the page talks to the server: JSON in and out, the X-Platform header on every
 * call, the bearer token on every call that is not public, failures as ApiError. A 401 or 403
 * to a call that carried the stored token ends the session (see `expireSession`).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, transport.origin());
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { 'X-Platform': PLATFORM_WEB, Accept: 'application/json' };
  const token = options.public ? null : (options.bearer ?? storedToken());
  if (token) headers.Authorization = `Bearer ${token}`;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const response = await transport.fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const data: unknown = !text ? null : response.ok ? JSON.parse(text) : parseJson(text);
  if (!response.ok) {
    const refused = response.status === 401 || (response.status === 403 && !options.keepSessionOn403);
    if (token && refused) {
      expireSession(token, options.expiredMessage ?? 'auth.sessionExpired');
    }
    throw new ApiError(response.status, isErrorBody(data) ? data : null);
  }
  return data as T;
}

/** A proxy's HTML error page is not our JSON: the status alone then tells what failed. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isErrorBody(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';
}

/**
 * Whether a call failed with 404. A failure the server's page carried to the browser (the
 * query cache in its HTML) has an ApiError's fields without its class, and counts too.
 */
export function isNotFound(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 404;
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/**
 * A call that got no answer at all: the connection dropped or never was. fetch rejects with a
 * TypeError then, where an answer that says no is an ApiError and a cancelled call an AbortError.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

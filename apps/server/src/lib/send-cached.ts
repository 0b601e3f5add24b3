import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse, ContentEncoding } from './response-cache.js';

/** The encodings the client accepts, best first (brotli, then gzip), honouring `q=0` refusals. */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  if (!header) return [];
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding));
}

/**
 * Sends prebuilt JSON bytes with an ETag; a matching If-None-Match gets a bodiless 304.
 * Compressed copies come from the cache entry, so a hot page is never compressed twice.
 * Public catalogue data may be kept by a browser or CDN briefly and then revalidated.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  maxAgeSeconds = 60,
): FastifyReply {
  reply
    .header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=600`)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  return sendKept(request, reply, cached);
}

/**
 * Sends kept bytes with their ETag, in the best encoding the client takes: a bodiless 304 when
 * the client has them already (`revalidates`: only an answer that is not a refusal).
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  revalidates = true,
): FastifyReply {
  reply.header('etag', cached.etag);
  if (revalidates && request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    const encoded = cached.encode(encoding);
    if (encoded) return reply.header('content-encoding', encoding).send(encoded);
  }
  return reply.send(cached.body);
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse } from './response-cache.js';

/**
 * Sends prebuilt JSON bytes with an ETag; a matching If-None-Match gets a bodiless 304.
 * Public catalogue data may be kept by a browser or CDN briefly and then revalidated.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  maxAgeSeconds = 60,
): FastifyReply {
  reply
    .header('etag', cached.etag)
    .header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=600`)
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  return reply.send(cached.body);
}

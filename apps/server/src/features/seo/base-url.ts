import type { FastifyRequest } from 'fastify';

/**
 * The absolute origin written into canonical URLs, previews and the sitemap: PUBLIC_URL when set
 * (production), else the address the request came to.
 */
export function publicBase(request: FastifyRequest): string {
  const configured = request.server.env.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

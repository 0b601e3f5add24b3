import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@krishi/contract';

const webDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Paths that belong to the API: an unknown one is a JSON 404, never the storefront page. */
const API_PREFIXES = ['/api/', '/unauth/', '/metadata/', '/cart', '/order', '/coupons/', '/media/', '/sandbox/'];

/**
 * Serves the built storefront: hashed assets cached for a year, and index.html for every
 * page route so the single-page app can route it.
 */
export default fp(async function web(app: FastifyInstance) {
  const hasBuild = fs.existsSync(webDist + 'index.html');
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(webDist + 'index.html', 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isPage || !indexHtml) return reply.code(404).send({ message: messages.notFound });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
});

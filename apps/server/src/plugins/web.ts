import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusalBody } from '@krishi/contract';

const webRoot = new URL('../../../web/', import.meta.url);
const webDist = fileURLToPath(new URL('dist/', webRoot));

/**
 * Page routes whose path is also an API route (`GET /order/{orderId}`): a browser opening the
 * page asks for HTML, the page's own calls ask for JSON.
 */
const PAGES_SHADOWING_API = [/^\/order\/\d+\/?$/];

/**
 * Serves the built storefront: hashed assets cached for a year, and index.html for every page
 * route so the single-page app can route it, with the head a search engine or link preview
 * needs already in it. Without a build (API tests) the source index.html is the template.
 */
/** The text files the web build writes a .br and a .gz beside (apps/web/vite.config.ts), and those. */
const precompressedText = /\.(js|css|svg|json|webmanifest|txt)(\.br|\.gz)?$/;

export interface WebOptions {
  /**
   * Given the page template (the built index.html), what renders a request's page: the seo
   * feature's, composed in app.ts, so this shared plugin imports no feature.
   */
  pages: (template: string) => (request: FastifyRequest) => Promise<{ status: number; html: Buffer; etag: string }>;
}

export default fp(async function web(app: FastifyInstance, opts: WebOptions) {
  const hasBuild = fs.existsSync(webDist + 'index.html');
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // The build writes each text file's .br and .gz beside it (apps/web/vite.config.ts).
      preCompressed: true,
      // Our own Cache-Control below: send's default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // Un-hashed files (sw.js above all: a new build must replace the old worker, and the
        // manifest the app installs from) are re-checked on every visit.
        response.setHeader(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // A text file may go as its .br, its .gz or itself, by the request's Accept-Encoding, so
        // a shared cache must key on it; @fastify/static 9 does not say so itself.
        if (precompressedText.test(filePath)) response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const template = fs.readFileSync(hasBuild ? webDist + 'index.html' : new URL('index.html', webRoot), 'utf8');
  const renderPage = opts.pages(template);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const page = await renderPage(request);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', page.etag);
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.send(page.html);
  }

  // A callback hook: every request passes through it, and only a page opened at an API path is
  // answered here, so the rest should not pay for a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const isShadowedPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.accept?.startsWith('text/html') &&
      PAGES_SHADOWING_API.some((page) => page.test(request.url.split('?')[0]!));
    if (!isShadowedPage) return done();
    sendPage(request, reply).catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
  });

  // An unknown path where the server has routes or built files is a 404, never the storefront
  // page: a missing script answered with HTML would fail as a wrong MIME type, not as not found.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !app.routeDirectories.contains(request.url);
    if (!isPage) return reply.code(404).send(refusalBody('notFound'));
    return sendPage(request, reply);
  });
});

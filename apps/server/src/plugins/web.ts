import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusalBody } from '@krishi/contract';
import type { CachedResponse } from '../lib/response-cache.js';
import { sendKept } from '../lib/send-cached.js';

const webRoot = new URL('../../../web/', import.meta.url);
const webDist = fileURLToPath(new URL('dist/', webRoot));
/** The server build of the app, which renders the pages (apps/web/src/entry-server.tsx). */
const webServerEntry = fileURLToPath(new URL('dist-server/entry-server.js', webRoot));
/** Which chunk holds each module of the browser build (apps/web/vite.config.ts; a dot folder, never served). */

/**
 * Page routes whose path is also an API route (`GET /order/{orderId}`): a browser opening the
 * page asks for HTML, the page's own calls ask for JSON.
 */
const PAGES_SHADOWING_API = [/^\/order\/\d+\/?$/];

/** The text files the web build writes a .br and a .gz beside (apps/web/vite.config.ts), and those. */
const precompressedText = /\.(js|css|svg|json|webmanifest|txt)(\.br|\.gz)?$/;

/** The built page's style sheet link: one sheet for every screen (apps/web/vite.config.ts). */
const STYLE_SHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The pages' template with its style sheet written into it. A page the server rendered paints as
 * soon as its HTML and its styles are there; a sheet of its own costs a phone on 3G a second
 * connection and a round trip first (0.4 s each at 400 ms), about as much as the rest of the page.
 * The CSP allows inline styles; the service worker's offline shell (the built index.html as a
 * file) keeps the link, to the sheet it has cached.
 */
function withStylesInline(template: string): string {
  return template.replace(STYLE_SHEET, (link, file: string) => {
    const css = fs.readFileSync(webDist + file, 'utf8');
    return css.includes('</') ? link : `<style>${css}</style>`;
  });
}

type Page = { status: number; page: CachedResponse } | { status: number; redirect: string };

export interface WebOptions {
  /**
   * Given the page template (the built index.html) and the server build of the app (null without
   * one), what renders a request's page: the seo feature's, composed in app.ts, so this shared
   * plugin imports no feature.
   */
  pages: (template: string, serverEntry: string | null) => Promise<(request: FastifyRequest) => Promise<Page>>;
}

/**
 * Serves the built storefront: hashed assets cached for a year, and every page route rendered
 * with its content and the head a search engine or link preview needs. Without a build (API
 * tests) the source index.html is the template and pages are the shell alone.
 */
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
  const template = withStylesInline(
    fs.readFileSync(hasBuild ? webDist + 'index.html' : new URL('index.html', webRoot), 'utf8'),
  );
  const renderPage = await opts.pages(template, hasBuild && fs.existsSync(webServerEntry) ? webServerEntry : null);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const rendered = await renderPage(request);
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, rendered.status);
    reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie, save-data');
    return sendKept(request, reply, rendered.page, rendered.status === 200);
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

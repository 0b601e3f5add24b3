import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, refusalBody } from '@krishi/contract';
import { depthLimitedJsonParser } from '../lib/json-body.js';

/** Methods whose requests carry no body Fastify reads. */
const BODILESS = new Set(['GET', 'HEAD']);

const readsBody = (route: RouteOptions) => [route.method].flat().some((method) => !BODILESS.has(method));

/** A route whose URL, query or body is validated, or whose path has parameters to decode. */
const checksRequest = (route: RouteOptions) =>
  Boolean(route.schema?.params || route.schema?.querystring || route.schema?.body) || /[:*]/.test(route.url);

/**
 * Whether any text in a parsed request (at any depth, keys included) holds a NUL character; for
 * JSON a route parses itself too (the profile form's text field).
 */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, child]) => key.includes('\u0000') || holdsNul(child));
  }
  return false;
}

/**
 * The errors Fastify answers before a route's handler runs, documented on every route that can
 * get them, here at once where no route can forget them: a request its schema refuses or a path
 * parameter that is not valid percent-encoding (400); for a route that reads a body, a body over
 * the size limit (413), JSON that does not parse (400) and a type no route reads (415).
 *
 * text/plain is not read: no route takes it (the CSV import registers its own reader), and
 * Fastify's default reader handed the text to schemas expecting JSON, answering 400 or even
 * 200 where a client sending the wrong type must hear 415. A NUL character in any text of a
 * request is a 400 too.
 */
export default fp(
  async function requestErrors(app: FastifyInstance) {
    app.removeContentTypeParser('text/plain');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, depthLimitedJsonParser(app));
    app.addHook('onRoute', (route) => {
      // PostgreSQL's text and jsonb cannot hold a NUL, and no one types one: refused before any
      // route would try to store it and fail with a 500. The query counts only where the route
      // reads one: other routes ignore it, and document no 400. Set on each route, which knows
      // what it reads (a request finds out only through an object Fastify builds on every read of
      // request.routeOptions); a callback, as it runs on every request.
      const readsQuery = Boolean(route.schema?.querystring);
      const hasParams = /[:*]/.test(route.url);
      const refuseNul: preValidationHookHandler = (request, reply, done) => {
        if (
          holdsNul(request.body) ||
          (readsQuery && holdsNul(request.query)) ||
          (hasParams && holdsNul(request.params))
        ) {
          void reply.code(400).send(refusalBody('nulCharacter'));
          return;
        }
        done();
      };
      route.preValidation = [refuseNul, ...[route.preValidation ?? []].flat()];

      // A route that documents no answers is a page or a file, whose 200 the document leaves open.
      const documented = route.schema?.response as Record<number, unknown> | undefined;
      if (!route.schema || !documented) return;
      const early = {
        ...(checksRequest(route) || readsBody(route) ? { 400: errorBody } : {}),
        ...(readsBody(route) ? { 413: errorBody, 415: errorBody } : {}),
      };
      route.schema.response = { ...early, ...documented };
    });
  },
  { name: 'krishi-request-errors' },
);

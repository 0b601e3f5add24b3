import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agronomyTermNamesResponse,
  agronomyTermsResponse,
  categoriesBody,
  categoriesResponse,
  errorBody,
  idParams,
  pageQuery,
  productListBody,
  productListResponse,
  productResponse,
  promotionsResponse,
  sellersBody,
  sellersResponse,
} from '@krishi/contract';
import { randomUUID } from 'node:crypto';
import { depthLimitedJsonParser } from '../../lib/json-body.js';
import { sendCached } from '../../lib/send-cached.js';
import type { CachedResponse } from '../../lib/response-cache.js';
import { listRequest, type CatalogueRepository } from './repository.js';
import { EMPTY_FACETS } from './listing-facets.js';
import { Refusal } from '../../lib/refusal.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** A catalogue read's cache key: its method, URL and body as received. */
    catalogueKey: string | null;
    /** Its cached answer, found when the body arrived. */
    catalogueHit: CachedResponse | null;
  }
}

const tags = ['catalogue'];
/** How long a browser or CDN may keep lists and products, and the slower-moving rest. */
const LIST_MAX_AGE = 60;
const TREE_MAX_AGE = 300;
/**
 * These answers come from the response cache, compressed once with the entry (sendCached), or
 * are too small to compress: @fastify/compress's per-request hook has nothing to do on them.
 */
const OWN_ENCODING = { compress: false } as const;

/** The public catalogue calls of spec section 7; no token needed. */
const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueRepository }> = async (app, { catalogue }) => {
  const cache = app.catalogueCache;

  // A catalogue read is answered by its URL and body alone, so the cache is keyed by them as
  // received: a repeated request is answered before its body is parsed, validated or handled (a
  // valid request was validated when its answer was stored; an invalid one never has an answer).
  app.decorateRequest('catalogueKey', null);
  app.decorateRequest('catalogueHit', null);
  const parseJson = depthLimitedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    request.catalogueKey = `${request.method} ${request.url} ${raw}`;
    request.catalogueHit = cache.get(request.catalogueKey) ?? null;
    if (request.catalogueHit) done(null, undefined);
    else parseJson(request, raw, done);
  });
  const requestKey = (request: FastifyRequest) => (request.catalogueKey ??= `${request.method} ${request.url} `);
  const fromCache =
    (maxAgeSeconds: number): preValidationHookHandler =>
    (request, reply, done) => {
      const hit = request.catalogueHit ?? cache.get(requestKey(request));
      if (hit) sendCached(request, reply, hit, maxAgeSeconds);
      else done();
    };
  const answer = (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>, maxAge: number) =>
    cache.getOrCompute(requestKey(request), compute).then((cached) => sendCached(request, reply, cached, maxAge));

  // A write clears the cache of the process that made it; every other process must hear of it.
  // The database poll hears of every change (triggers count them) within CATALOGUE_POLL_MS;
  // with Redis, the writer also announces it and the others clear at once.
  const channel = app.redis?.key('catalogue-changed');
  const self = randomUUID();
  let heardFromElsewhere = false;
  const clearForElsewhere = () => {
    heardFromElsewhere = true;
    try {
      cache.clear();
    } finally {
      heardFromElsewhere = false;
    }
  };
  cache.onClear(() => {
    catalogue.invalidate();
    if (heardFromElsewhere || !app.redis || !channel) return;
    app.redis.client
      .publish(channel, self)
      .catch((error: unknown) => app.log.warn({ err: error }, 'announcing a catalogue change failed; others poll'));
  });
  if (app.redis && channel) {
    app.redis.subscribe(channel, (sender) => {
      if (sender !== self) clearForElsewhere();
    });
  }
  const poll = setInterval(() => {
    catalogue.changedElsewhere().then(
      (changed) => {
        if (changed) clearForElsewhere();
      },
      (error: unknown) => app.log.warn({ err: error }, 'catalogue generation check failed'),
    );
  }, app.env.CATALOGUE_POLL_MS);
  poll.unref();
  // Loaded after start, not before it: at a million products, or on a busy machine, loading takes
  // longer than Fastify lets a start-up hook run, and the server would never listen. Requests that
  // come meanwhile wait for the same load; /readyz says 'down' until it is done, so a proxy sends
  // traffic elsewhere. A failed load (the database away at start) is tried again by the next
  // request or readiness probe.
  let warm = false;
  let warming: Promise<void> = Promise.resolve();
  const warmUp = () => {
    warming = catalogue.warm().then(
      () => {
        warm = true;
      },
      (error: unknown) => app.log.error({ err: error }, 'loading the catalogue failed; the next request tries again'),
    );
  };
  app.addReadinessCheck('catalogue', () => {
    if (!warm) warmUp();
    return warm;
  });
  app.addHook('onReady', async () => warmUp());
  app.addHook('onClose', async () => {
    clearInterval(poll);
    await warming;
  });

  app.post(
    '/api/ecategory/storeFrontcategories',
    {
      schema: {
        tags,
        summary: 'Root categories with their children, or the children of parentId',
        body: categoriesBody,
        response: { 200: categoriesResponse, 400: errorBody },
      },
      preValidation: fromCache(TREE_MAX_AGE),
      config: OWN_ENCODING,
    },
    async (request, reply) => {
      const parentId = request.body.parentId;
      return answer(
        request,
        reply,
        async () => ({ rootCategories: await catalogue.categoryTree(parentId) }),
        TREE_MAX_AGE,
      );
    },
  );

  app.post(
    '/api/eproduct/products',
    {
      schema: {
        tags,
        summary: 'Product list by category, seller or search text, narrowed by filters, sorted, with facet counts',
        querystring: pageQuery,
        body: productListBody,
        response: { 200: productListResponse, 400: errorBody },
      },
      preValidation: fromCache(LIST_MAX_AGE),
      config: OWN_ENCODING,
    },
    async (request, reply) => {
      const { pageNum, pageSize } = request.query;
      const { categoryId, sellerId, filters, sort, facets } = request.body;
      const wanted = listRequest(request.body);
      // Whitespace is not a search: answer the empty page without touching the index.
      if (wanted.kind === 'nothing')
        return { content: [], totalPages: 1, totalElements: 0, ...(facets === false ? {} : { facets: EMPTY_FACETS }) };
      // The cache key is the request's URL and body as received, filters and sort included.
      const cached = await cache.getOrComputeJson(requestKey(request), () =>
        catalogue.listProductsBody(
          wanted,
          { categoryId, sellerId },
          { pageNum, pageSize },
          { filters, sort },
          facets !== false,
        ),
      );
      return sendCached(request, reply, cached, LIST_MAX_AGE);
    },
  );

  app.get(
    '/api/eproduct/:id',
    {
      schema: {
        tags,
        summary: 'One product with its variants, seller, category and review summary',
        params: idParams,
        response: { 200: productResponse, 400: errorBody, 404: errorBody },
      },
      preValidation: fromCache(LIST_MAX_AGE),
      config: OWN_ENCODING,
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await cache.getOrComputeJson(requestKey(request), async () => {
        const json = await catalogue.productJson(id);
        if (json === null) throw new Refusal(404, 'productNotFound', { id: id });
        return json;
      });
      return sendCached(request, reply, cached, LIST_MAX_AGE);
    },
  );

  app.post(
    '/api/seller/getStoreFrontSellers',
    {
      schema: {
        tags,
        summary: 'Brand tiles, 9 to a page',
        body: sellersBody,
        response: { 200: sellersResponse, 400: errorBody },
      },
      preValidation: fromCache(TREE_MAX_AGE),
      config: OWN_ENCODING,
    },
    async (request, reply) => {
      const { pageNum, pageSize } = request.body;
      return answer(request, reply, () => catalogue.sellers({ pageNum, pageSize }), TREE_MAX_AGE);
    },
  );

  app.get(
    '/api/agronomy/terms',
    {
      schema: {
        tags,
        summary: 'Every crop, pest, disease and weed of the reference table, with other names and romanised spellings',
        response: { 200: agronomyTermsResponse },
      },
      preValidation: fromCache(TREE_MAX_AGE),
      config: OWN_ENCODING,
    },
    async (request, reply) =>
      answer(request, reply, async () => ({ terms: await catalogue.agronomyTerms() }), TREE_MAX_AGE),
  );

  app.get(
    '/api/agronomy/term-names',
    {
      schema: {
        tags,
        summary: 'Every crop, pest, disease and weed by slug, kind and name: what a listing names its filters by',
        response: { 200: agronomyTermNamesResponse },
      },
      preValidation: fromCache(TREE_MAX_AGE),
      config: OWN_ENCODING,
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        async () => ({
          terms: (await catalogue.agronomyTerms()).map(({ slug, kind, name }) => ({ slug, kind, name })),
        }),
        TREE_MAX_AGE,
      ),
  );

  app.get(
    '/api/promotion/get-all',
    {
      schema: { tags, summary: 'Promotions for the home carousel', response: { 200: promotionsResponse } },
      preValidation: fromCache(TREE_MAX_AGE),
      config: OWN_ENCODING,
    },
    async (request, reply) =>
      answer(request, reply, async () => ({ data: await catalogue.promotions() }), TREE_MAX_AGE),
  );
};

export default catalogueRoutes;

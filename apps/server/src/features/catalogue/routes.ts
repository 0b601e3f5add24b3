import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesBody,
  categoriesResponse,
  errorBody,
  idParams,
  messages,
  pageQuery,
  productListBody,
  productListResponse,
  productResponse,
  promotionsResponse,
  sellersBody,
  sellersResponse,
} from '@krishi/contract';
import { sendCached } from '../../lib/send-cached.js';
import { listRequest } from './repository.js';

const tags = ['catalogue'];
const GENERATION_POLL_MS = 2000;

/** The public catalogue calls of spec section 7; no token needed. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue, catalogueCache: cache } = app;

  cache.onClear(() => catalogue.invalidate());
  // Another process may change the catalogue; its generation counter tells us within seconds.
  const poll = setInterval(() => {
    catalogue.changedElsewhere().then(
      (changed) => {
        if (changed) cache.clear();
      },
      (error: unknown) => app.log.warn({ err: error }, 'catalogue generation check failed'),
    );
  }, GENERATION_POLL_MS);
  poll.unref();
  app.addHook('onReady', () => catalogue.warm());
  app.addHook('onClose', async () => clearInterval(poll));

  app.post(
    '/api/ecategory/storeFrontcategories',
    {
      schema: {
        tags,
        summary: 'Root categories with their children, or the children of parentId',
        body: categoriesBody,
        response: { 200: categoriesResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      const parentId = request.body.parentId;
      const cached = await cache.getOrCompute(`categories:${parentId ?? ''}`, async () => ({
        rootCategories: await catalogue.categoryTree(parentId),
      }));
      return sendCached(request, reply, cached, 300);
    },
  );

  app.post(
    '/api/eproduct/products',
    {
      schema: {
        tags,
        summary: 'Product list filtered by category, seller or search text; newest first',
        querystring: pageQuery,
        body: productListBody,
        response: { 200: productListResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      const { pageNum, pageSize } = request.query;
      const { categoryId, sellerId } = request.body;
      const wanted = listRequest(request.body);
      // Whitespace is not a search: answer the empty page without touching the index.
      if (wanted.kind === 'nothing') return { content: [], totalPages: 1, totalElements: 0 };
      const what = wanted.kind === 'search' ? `q=${wanted.query}` : 'list';
      const key = `products:${categoryId ?? ''}:${sellerId ?? ''}:${pageNum}:${pageSize}:${what}`;
      const cached = await cache.getOrComputeJson(key, () =>
        catalogue.listProductsJson(wanted, { categoryId, sellerId }, { pageNum, pageSize }),
      );
      return sendCached(request, reply, cached);
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
    },
    async (request, reply) => {
      const { id } = request.params;
      const key = `product:${id}`;
      const hit = cache.get(key);
      if (hit) return sendCached(request, reply, hit);
      const json = await catalogue.productJson(id);
      if (json === null) return reply.code(404).send({ message: messages.productNotFound(id) });
      return sendCached(request, reply, cache.setJson(key, json));
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
    },
    async (request, reply) => {
      const { pageNum, pageSize } = request.body;
      const cached = await cache.getOrCompute(`sellers:${pageNum}:${pageSize}`, () =>
        catalogue.sellers({ pageNum, pageSize }),
      );
      return sendCached(request, reply, cached, 300);
    },
  );

  app.get(
    '/api/promotion/get-all',
    { schema: { tags, summary: 'Promotions for the home carousel', response: { 200: promotionsResponse } } },
    async (request, reply) => {
      const cached = await cache.getOrCompute('promotions', async () => ({ data: await catalogue.promotions() }));
      return sendCached(request, reply, cached, 300);
    },
  );
};

export default catalogueRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agronomySlugParams, cropPageResponse, errorBody, problemPageResponse } from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import { sendCached } from '../../lib/send-cached.js';
import type { AgronomyPagesRepository } from './repository.js';

const tags = ['agronomy'];
/** Like the category tree: these pages change when the catalogue does, and the cache is cleared then. */
const MAX_AGE = 300;

/** The crop and problem pages' data (issue 18); public, kept with the catalogue's answers. */
const agronomyRoutes: FastifyPluginAsyncZod<{ pages: AgronomyPagesRepository }> = async (app, { pages }) => {
  const cache = app.catalogueCache;

  app.get(
    '/api/agronomy/crops/:slug',
    {
      schema: {
        tags,
        summary: "A crop's products grouped by need (seeds, nutrition, protection, tools), newest first",
        params: agronomySlugParams,
        response: { 200: cropPageResponse, 404: errorBody },
      },
      config: { compress: false },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const cached = await cache.getOrComputeJson(`agronomy crop ${slug}`, async () => {
        const page = await pages.cropPage(slug);
        if (!page) throw new Refusal(404, 'notFound');
        return JSON.stringify(page);
      });
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );

  app.get(
    '/api/agronomy/problems/:slug',
    {
      schema: {
        tags,
        summary: 'A pest, disease or weed: what it is, the crops it is seen on, and the products that control it',
        params: agronomySlugParams,
        response: { 200: problemPageResponse, 404: errorBody },
      },
      config: { compress: false },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const cached = await cache.getOrComputeJson(`agronomy problem ${slug}`, async () => {
        const page = await pages.problemPage(slug);
        if (!page) throw new Refusal(404, 'notFound');
        return JSON.stringify(page);
      });
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );
};

export default agronomyRoutes;

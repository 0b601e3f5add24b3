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
  /** A page's answer, kept with the catalogue's; a term that is not there is a 404, not kept. */
  const kept = (key: string, load: () => Promise<unknown>) =>
    cache.getOrComputeJson(`agronomy ${key}`, async () => {
      const page = await load();
      if (!page) throw new Refusal(404, 'notFound');
      return JSON.stringify(page);
    });

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
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await kept(`crop ${request.params.slug}`, () => pages.cropPage(request.params.slug)),
        MAX_AGE,
      ),
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
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await kept(`problem ${request.params.slug}`, () => pages.problemPage(request.params.slug)),
        MAX_AGE,
      ),
  );
};

export default agronomyRoutes;

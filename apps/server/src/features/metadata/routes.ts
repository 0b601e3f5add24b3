import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, languagesResponse, localeQuery, localeResponse } from '@krishi/contract';
import { sendCached } from '../../lib/send-cached.js';
import type { MetadataRepository } from './repository.js';

const tags = ['metadata'];

/** Languages and their UI strings; public, a token is optional. */
const metadataRoutes: FastifyPluginAsyncZod<{ metadata: MetadataRepository }> = async (app, { metadata }) => {
  const cache = app.catalogueCache;

  app.get(
    '/metadata/languages',
    { schema: { tags, summary: 'Languages the storefront offers', response: { 200: languagesResponse } } },
    async (request, reply) => {
      const cached = await cache.getOrCompute('languages', async () => ({ data: await metadata.languages() }));
      return sendCached(request, reply, cached, 3600);
    },
  );

  app.get(
    '/metadata/locale',
    {
      schema: {
        tags,
        summary: 'UI strings of one locale as key/value pairs',
        querystring: localeQuery,
        response: { 200: localeResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      const { locale } = request.query;
      const cached = await cache.getOrCompute(`locale:${locale}`, async () => ({
        data: await metadata.translations(locale),
      }));
      return sendCached(request, reply, cached, 3600);
    },
  );
};

export default metadataRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLACE_SUGGESTIONS,
  districtsQuery,
  errorBody,
  messages,
  namesResponse,
  placesQuery,
  placesResponse,
  statesQuery,
} from '@krishi/contract';
import { ResponseCache } from '../../lib/response-cache.js';
import { sendCached } from '../../lib/send-cached.js';
import { Refusal } from '../../lib/refusal.js';
import type { PlacesRepository } from './repository.js';

const tags = ['places'];
/** The gazetteer changes only with a deploy: browsers may keep answers for a day. */
const MAX_AGE = 24 * 60 * 60;

/**
 * States, districts and the Quick Address Fill place search, from the offline postal
 * gazetteer. Public. Answers are kept encoded in a small cache of their own, so typing in
 * address forms never pushes catalogue pages out of the catalogue's cache.
 */
const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesRepository }> = async (app, { places }) => {
  const cache = new ResponseCache(4 * 1024 * 1024);

  app.get(
    '/metadata/state',
    {
      schema: {
        tags,
        summary: 'States of India, sorted',
        querystring: statesQuery,
        response: { 200: namesResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      const cached = await cache.getOrCompute('states', async () => ({ data: await places.states() }));
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );

  app.get(
    '/metadata/district',
    {
      schema: {
        tags,
        summary: "A state's districts, sorted",
        description: `An unknown state is a 404 with the message '${messages.unknownState}'.`,
        querystring: districtsQuery,
        response: { 200: namesResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const districts = await places.districts(request.query.stateName);
      if (!districts) throw new Refusal(404, 'unknownState');
      const cached = await cache.getOrCompute(`districts:${request.query.stateName.toLowerCase()}`, async () => ({
        data: districts,
      }));
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );

  app.get(
    '/metadata/places',
    {
      schema: {
        tags,
        summary: 'Quick Address Fill: places by pin code or name',
        description:
          'At least 3 characters. The pin code (or its start) first, then places whose name starts with the text, then places with a later word starting with it.',
        querystring: placesQuery,
        response: { 200: placesResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      const { query } = request.query;
      const cached = await cache.getOrCompute(`places:${query.toLowerCase()}`, async () => ({
        data: await places.search(query, PLACE_SUGGESTIONS),
      }));
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );
};

export default placesRoutes;

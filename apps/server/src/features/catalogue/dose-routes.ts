import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doseQuery, doseResponse, errorBody, idParams } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { Refusal } from '../../lib/refusal.js';
import { calculateDose, doseProduct } from './dose.js';

/** The dose and pack calculator of the product page (issue 21); public. */
const doseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/eproduct/:id/dose',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "How much of a product a crop's field needs (in acres, or 16-litre sprayer tanks) for one application, and the cheapest packs in stock that cover every recommended application",
        params: idParams,
        querystring: doseQuery,
        response: { 200: doseResponse, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const product = await doseProduct(db, id);
      if (!product) throw new Refusal(404, 'productNotFound', { id });
      return calculateDose(product, request.query);
    },
  );
};

export default doseRoutes;

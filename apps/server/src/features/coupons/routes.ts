import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponsResponse, errorBody, userIdParams } from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import type { CouponsRepository } from './repository.js';

/** The coupon list of the cart's coupon panel and picker. */
const couponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsRepository }> = async (app, { coupons }) => {
  app.get(
    '/coupons/user/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        security: [{ bearerAuth: [] }],
        summary: 'The coupons this user can still use: not expired (India time), not used up',
        params: userIdParams,
        response: { 200: couponsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      if (request.params.userId !== request.user.id) throw new Refusal(403, 'forbidden');
      return { data: await coupons.usableBy(request.user.id, new Date()) };
    },
  );
};

export default couponsRoutes;

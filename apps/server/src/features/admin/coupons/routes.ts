import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCouponChangedResponse, adminCouponsResponse, couponInput } from '@krishi/contract';
import { formRoutes } from '../form-routes.js';
import { adminSchema, answers } from '../schema.js';
import type { AdminCouponsRepository } from './repository.js';

/** Coupons: list, create, edit; disabling is an edit to INACTIVE (the storefront offers ACTIVE ones only). */
const adminCouponsRoutes: FastifyPluginAsyncZod<{ coupons: AdminCouponsRepository }> = async (app, { coupons }) => {
  app.get(
    '/coupons',
    {
      schema: adminSchema('Every coupon, newest first, with how many orders used it', {
        response: answers(adminCouponsResponse),
      }),
    },
    async () => ({ data: await coupons.list() }),
  );

  formRoutes(app, {
    path: '/coupons',
    summaries: {
      create: 'Creates a coupon (code A-Z 0-9 _ -, percentage 0-100 or flat paise > 0, minimum >= 0, last day)',
      edit: 'Edits a coupon; status INACTIVE disables it',
    },
    body: couponInput,
    response: adminCouponChangedResponse,
    refusals: [400, 404, 409],
    save: (actorId, id, input) => coupons.save(actorId, id, input),
  });
};

export default adminCouponsRoutes;

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, referralResponse } from '@krishi/contract';
import type { ReferralsService } from './service.js';

export interface ReferralsRoutesOptions {
  referrals: ReferralsService;
  /** The storefront's public origin, which links are written with (the seo feature's, composed in app.ts). */
  publicBase: (request: FastifyRequest) => string;
}

/** The logged-in user's referral code, link, points balance and history. */
const referralsRoutes: FastifyPluginAsyncZod<ReferralsRoutesOptions> = async (app, { referrals, publicBase }) => {
  app.get(
    '/api/referral',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "The user's referral code and link, points balance and history (newest first)",
        security: [{ bearerAuth: [] }],
        response: { 200: referralResponse, 401: errorBody },
      },
    },
    async (request) => referrals.overview(request.user.id, publicBase(request)),
  );
};

export default referralsRoutes;

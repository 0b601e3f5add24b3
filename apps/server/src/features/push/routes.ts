import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  messages,
  pushPublicKeyResponse,
  pushSubscribeResponse,
  pushSubscriptionBody,
} from '@krishi/contract';
import { bearerToken, hashToken } from '../../plugins/auth.js';
import { Refusal } from '../../lib/refusal.js';
import { isPushServiceEndpoint } from '../../lib/push-service-hosts.js';
import type { PushRepository } from './repository.js';
import type { PushService } from './service.js';

const tags = ['push'];

export interface PushRoutesOptions {
  push: PushService;
  subscriptions: PushRepository;
}

/** The VAPID public key browsers subscribe with, and the logged-in user's subscription. */
const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, { push, subscriptions }) => {
  app.get(
    '/api/push/public-key',
    { schema: { tags, summary: 'VAPID application server key (base64url)', response: { 200: pushPublicKeyResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { publicKey: push.publicKey } };
    },
  );

  app.post(
    '/api/push/subscribe',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Saves this browser's push subscription for the logged-in user",
        security: [{ bearerAuth: [] }],
        body: pushSubscriptionBody,
        response: { 200: pushSubscribeResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      if (!isPushServiceEndpoint(request.body.endpoint, app.env.PUSH_SERVICE_HOSTS)) {
        throw new Refusal(400, 'pushServiceUnknown');
      }
      // app.authenticate let the request in, so it carries a live session's token.
      await subscriptions.save(request.user.id, hashToken(bearerToken(request)!), request.body);
      return { message: messages.pushSubscribed };
    },
  );
};

export default pushRoutes;

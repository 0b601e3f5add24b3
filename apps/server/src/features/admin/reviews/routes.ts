import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageQuery,
  idParams,
  messages,
  moderateReviewResponse,
  moderationQueueResponse,
  type AdminPageQuery,
  type ModerationQueueResponse,
} from '@krishi/contract';
import { adminSchema, answers } from '../schema.js';
import type { AdminReviewsRepository } from './repository.js';

/** What the back office needs of the reviews feature (wired in app.ts). */
export interface AdminReviewsPort {
  /** The moderation queue, oldest first. */
  pending(page: AdminPageQuery): Promise<ModerationQueueResponse>;
  /** Drops cached product answers once a summary may have moved (after commit). */
  summaryChanged(): void;
}

export interface AdminReviewsOptions {
  reviews: AdminReviewsPort;
  repository: AdminReviewsRepository;
}

const DECISIONS = {
  accept: { status: 'ACCEPTED', message: messages.adminReviewAccepted },
  reject: { status: 'REJECTED', message: messages.adminReviewRejected },
} as const;

/** The moderation queue and its two decisions. */
const adminReviewsRoutes: FastifyPluginAsyncZod<AdminReviewsOptions> = async (app, { reviews: port, repository }) => {
  app.get(
    '/reviews/pending',
    {
      schema: adminSchema('Reviews waiting for a decision, oldest first (comments are plain text)', {
        querystring: adminPageQuery,
        response: answers(moderationQueueResponse, 400),
      }),
    },
    async (request) => port.pending(request.query),
  );

  for (const [verb, decision] of Object.entries(DECISIONS)) {
    app.post(
      `/reviews/:id/${verb}`,
      {
        schema: adminSchema(
          `${verb === 'accept' ? 'Accepts' : 'Rejects'} a review; the product's rating summary follows`,
          { params: idParams, response: answers(moderateReviewResponse, 400, 404) },
        ),
      },
      async (request) => {
        const moderated = await repository.decide(request.user.id, request.params.id, verb, decision.status);
        port.summaryChanged();
        return { message: decision.message, data: moderated };
      },
    );
  }
};

export default adminReviewsRoutes;

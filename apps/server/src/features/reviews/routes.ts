import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  messages,
  reviewsParams,
  reviewsQuery,
  reviewsResponse,
  saveReviewBody,
  saveReviewResponse,
} from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import type { ReviewsModule } from './module.js';

const tags = ['reviews'];

/** A product's accepted reviews (public) and the logged-in user's review of a product. */
const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsModule }> = async (app, { reviews }) => {
  app.get(
    '/api/review/reviews/:productId/:status',
    {
      schema: {
        tags,
        summary: "A product's accepted reviews, newest first, with its rating summary",
        description:
          'Only ACCEPTED reviews are ever listed: another status in the path is a 400. The summary ' +
          '(`productInfo.reviewInfo`) counts accepted reviews only.',
        params: reviewsParams,
        querystring: reviewsQuery,
        response: { 200: reviewsResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const page = await reviews.accepted(productId, request.query);
      if (!page) throw new Refusal(404, 'productNotFound', { id: productId });
      return { data: page };
    },
  );

  app.post(
    '/api/review/saveUpdate',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "Submit or edit the user's review of a product; it waits for moderation",
        description:
          'One review per user and product: a second one edits the first and sends it back to ' +
          'moderation. The author is the token’s user (a `userId` in the body is ignored), the ' +
          'name, date and status (always PENDING) are set by the server. The comment is plain text.',
        body: saveReviewBody,
        response: { 200: saveReviewResponse, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { productId, rating, comment } = request.body;
      const review = await reviews.save(request.user.id, { productId, rating, comment });
      if (!review) throw new Refusal(404, 'productNotFound', { id: productId });
      return { data: review, message: messages.reviewSubmitted };
    },
  );
};

export default reviewsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPromotionChangedResponse,
  adminPromotionsResponse,
  promotionInput,
  promotionOrderBody,
} from '@krishi/contract';
import type { CataloguePictures } from '../catalogue/images.js';
import { formRoutes, pictureRoute } from '../form-routes.js';
import { adminSchema, answers } from '../schema.js';
import type { AdminPromotionsRepository } from './repository.js';

export interface AdminPromotionsOptions {
  repository: AdminPromotionsRepository;
  pictures: CataloguePictures;
}

/**
 * The home carousel's promotions: list, create, edit, reorder, status and picture. The carousel
 * is a cached public answer, cleared after each change.
 */
const adminPromotionsRoutes: FastifyPluginAsyncZod<AdminPromotionsOptions> = async (app, { repository, pictures }) => {
  const changed = () => app.catalogueCache.clear();

  app.get(
    '/promotions',
    { schema: adminSchema('Every promotion by position', { response: answers(adminPromotionsResponse) }) },
    async () => ({ data: await repository.list() }),
  );

  app.put(
    '/promotions/order',
    {
      schema: adminSchema('Reorders the carousel: every promotion id once, in the new order', {
        body: promotionOrderBody,
        response: answers(adminPromotionsResponse, 400),
      }),
    },
    async (request) => {
      const data = await repository.reorder(request.user.id, request.body.ids);
      changed();
      return { data };
    },
  );

  formRoutes(app, {
    path: '/promotions',
    summaries: {
      create: 'Creates a promotion, last in the carousel; it stays INACTIVE until it has a picture',
      edit: "Edits a promotion's title, link and status",
    },
    body: promotionInput,
    response: adminPromotionChangedResponse,
    refusals: [400, 404],
    save: (actorId, id, input) => repository.save(actorId, id, input),
    changed,
  });

  pictureRoute(app, {
    path: '/promotions/:id/image',
    summary: "Sets a promotion's picture (multipart field `image`), re-encoded as WebP",
    response: adminPromotionChangedResponse,
    pictures,
    setImage: (actorId, id, key) => repository.setImage(actorId, id, key),
    changed,
  });
};

export default adminPromotionsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPromotionChangedResponse,
  adminPromotionsResponse,
  errorBody,
  idParams,
  messages,
  promotionInput,
  promotionOrderBody,
  type ErrorBody,
} from '@krishi/contract';
import type { CataloguePictures } from '../catalogue/images.js';
import { savePictureUpload } from '../upload.js';
import type { AdminPromotionsRepository } from './repository.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const imageInvalid: ErrorBody = { message: messages.adminImageInvalid };
const notFound: ErrorBody = { message: messages.adminPromotionNotFound };

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
    {
      schema: {
        tags,
        summary: 'Every promotion by position',
        security,
        response: { 200: adminPromotionsResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await repository.list() }),
  );

  app.post(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Creates a promotion, last in the carousel; it stays INACTIVE until it has a picture',
        security,
        body: promotionInput,
        response: {
          200: adminPromotionChangedResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const saved = await repository.save(request.user.id, null, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminCreated, data: saved };
    },
  );

  app.put(
    '/promotions/order',
    {
      schema: {
        tags,
        summary: 'Reorders the carousel: every promotion id once, in the new order',
        security,
        body: promotionOrderBody,
        response: { 200: adminPromotionsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const { ids } = request.body;
      const saved = await repository.reorder(request.user.id, ids);
      if (!saved) return reply.code(400).send({ message: messages.adminPromotionOrderIncomplete });
      changed();
      return { data: saved };
    },
  );

  app.put(
    '/promotions/:id',
    {
      schema: {
        tags,
        summary: "Edits a promotion's title, link and status",
        security,
        params: idParams,
        body: promotionInput,
        response: {
          200: adminPromotionChangedResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const saved = await repository.save(request.user.id, request.params.id, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminSaved, data: saved };
    },
  );

  app.post(
    '/promotions/:id/image',
    {
      schema: {
        tags,
        summary: "Sets a promotion's picture (multipart field `image`), re-encoded as WebP",
        security,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: adminPromotionChangedResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          413: errorBody,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const upload = await savePictureUpload(app, request, pictures);
      if (!upload.ok) return reply.code(upload.status).send(imageInvalid);
      const { key } = upload;
      const saved = await repository.setImage(request.user.id, id, key);
      if (!saved) return reply.code(404).send(notFound);
      changed();
      return { message: messages.adminSaved, data: saved };
    },
  );
};

export default adminPromotionsRoutes;

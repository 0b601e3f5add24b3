import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductChangedResponse,
  adminProductResponse,
  adminProductsQuery,
  adminProductsResponse,
  errorBody,
  idParams,
  messages,
  productCreateBody,
  productUpdateBody,
  variantInput,
  type ErrorBody,
} from '@krishi/contract';
import { savePictureUpload } from '../upload.js';
import { uploadWidth, type CataloguePictures } from './images.js';
import { Refused } from './refused.js';
import type { AdminProductsRepository } from './repository.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const imageInvalid: ErrorBody = { message: messages.adminImageInvalid };
const productNotFound = (id: number): ErrorBody => ({ message: messages.productNotFound(id) });

export interface AdminProductsOptions {
  repository: AdminProductsRepository;
  pictures: CataloguePictures;
}

/**
 * Products, their variants and pictures. Every write commits with its audit entry, then clears
 * the public catalogue's response cache, which makes the in-memory cards look for the rewritten
 * ones (the catalogue's triggers re-encode them in the same transaction): the storefront shows
 * the change on its next request.
 */
const adminProductsRoutes: FastifyPluginAsyncZod<AdminProductsOptions> = async (app, { repository, pictures }) => {
  const changed = () => app.catalogueCache.clear();

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Refused) return reply.code(error.status).send({ message: error.message });
    throw error;
  });

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Products of every status, newest first; search by title, brand or id',
        security,
        querystring: adminProductsQuery,
        response: { 200: adminProductsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => repository.page(request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its variants',
        security,
        params: idParams,
        response: { 200: adminProductResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const product = await repository.byId(request.params.id);
      return product ? { data: product } : reply.code(404).send(productNotFound(request.params.id));
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Creates a product with its variants',
        security,
        body: productCreateBody,
        response: { 200: adminProductChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const product = await repository.create(request.user.id, request.body);
      changed();
      return { message: messages.adminCreated, data: product };
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary: "Edits a product's own fields; `images` may remove or reorder its pictures",
        security,
        params: idParams,
        body: productUpdateBody,
        response: { 200: adminProductChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const product = await repository.update(request.user.id, request.params.id, request.body);
      changed();
      return { message: messages.adminSaved, data: product };
    },
  );

  app.post(
    '/products/:id/variants',
    {
      schema: {
        tags,
        summary: 'Adds a variant to a product',
        security,
        params: idParams,
        body: variantInput,
        response: { 200: adminProductChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const product = await repository.addVariant(request.user.id, request.params.id, request.body);
      changed();
      return { message: messages.adminCreated, data: product };
    },
  );

  app.put(
    '/variants/:id',
    {
      schema: {
        tags,
        summary: 'Edits a variant: name, price, sale price (paise; at most the price), stock, dimensions, weight',
        security,
        params: idParams,
        body: variantInput,
        response: { 200: adminProductChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const product = await repository.updateVariant(request.user.id, request.params.id, request.body);
      changed();
      return { message: messages.adminSaved, data: product };
    },
  );

  app.post(
    '/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Adds a picture (multipart field `image`: JPEG, PNG or WebP, at most 5 MB), re-encoded as WebP',
        security,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: adminProductChangedResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          413: errorBody,
        },
      },
    },
    async (request, reply) => {
      const productId = request.params.id;
      const upload = await savePictureUpload(app, request, pictures);
      if (!upload.ok) return reply.code(upload.status).send(imageInvalid);
      const { key } = upload;
      const product = await repository.addImage(request.user.id, productId, key);
      changed();
      return { message: messages.adminSaved, data: product };
    },
  );
};

/** Uploaded pictures, public like every catalogue picture, at the width asked for. */
export const uploadedMediaRoutes: FastifyPluginAsyncZod<{ pictures: CataloguePictures }> = async (
  app,
  { pictures },
) => {
  app.get(
    '/media/uploads/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A picture uploaded in the back office, as WebP at the requested width',
        params: z.object({ name: z.string().max(80) }),
        querystring: z.object({ w: z.string().optional() }),
        response: { 200: z.any().describe('The image (image/webp), cacheable for a year'), 404: errorBody },
      },
    },
    async (request, reply) => {
      const image = await pictures.read(request.params.name, uploadWidth(request.query.w));
      if (!image) return reply.code(404).send({ message: messages.imageNotFound });
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(image);
    },
  );
};

export default adminProductsRoutes;

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
  type AdminProduct,
} from '@krishi/contract';
import { Refusal } from '../../../lib/refusal.js';
import { pictureRoute } from '../form-routes.js';
import { adminSchema, answers } from '../schema.js';
import { uploadWidth, type CataloguePictures } from './images.js';
import type { AdminProductsRepository } from './repository.js';

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

  app.get(
    '/products',
    {
      schema: adminSchema('Products of every status, newest first; search by title, brand or id', {
        querystring: adminProductsQuery,
        response: answers(adminProductsResponse, 400),
      }),
    },
    async (request) => repository.page(request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: adminSchema('One product with its variants', {
        params: idParams,
        response: answers(adminProductResponse, 400, 404),
      }),
    },
    async (request) => {
      const product = await repository.byId(request.params.id);
      if (!product) throw new Refusal(404, 'productNotFound', { id: request.params.id });
      return { data: product };
    },
  );

  app.post(
    '/products',
    {
      schema: adminSchema('Creates a product with its variants', {
        body: productCreateBody,
        response: answers(adminProductChangedResponse, 400),
      }),
    },
    async (request) => {
      const product = await repository.create(request.user.id, request.body);
      changed();
      return { message: messages.adminCreated, data: product };
    },
  );

  /** A write to one product or variant (`:id`), answered with the product as it now is. */
  function productWrite<Body extends z.ZodType>(
    method: 'POST' | 'PUT',
    url: string,
    summary: string,
    write: {
      body: Body;
      message: string;
      save(actorId: number, id: number, input: z.output<Body>): Promise<AdminProduct>;
    },
  ) {
    app.route({
      method,
      url,
      schema: adminSchema(summary, {
        params: idParams,
        body: write.body,
        response: answers(adminProductChangedResponse, 400, 404),
      }),
      handler: async (request) => {
        const product = await write.save(request.user.id, request.params.id, request.body as z.output<Body>);
        changed();
        return { message: write.message, data: product };
      },
    });
  }

  productWrite('PUT', '/products/:id', "Edits a product's own fields; `images` may remove or reorder its pictures", {
    body: productUpdateBody,
    message: messages.adminSaved,
    save: (actorId, id, input) => repository.update(actorId, id, input),
  });
  productWrite('POST', '/products/:id/variants', 'Adds a variant to a product', {
    body: variantInput,
    message: messages.adminCreated,
    save: (actorId, id, input) => repository.addVariant(actorId, id, input),
  });
  productWrite(
    'PUT',
    '/variants/:id',
    'Edits a variant: name, price, sale price (paise; at most the price), stock, dimensions, weight',
    {
      body: variantInput,
      message: messages.adminSaved,
      save: (actorId, id, input) => repository.updateVariant(actorId, id, input),
    },
  );

  pictureRoute(app, {
    path: '/products/:id/images',
    summary: 'Adds a picture (multipart field `image`: JPEG, PNG or WebP, at most 5 MB), re-encoded as WebP',
    response: adminProductChangedResponse,
    pictures,
    setImage: (actorId, id, key) => repository.addImage(actorId, id, key),
    changed,
  });
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
      if (!image) throw new Refusal(404, 'imageNotFound');
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(image);
    },
  );
};

export default adminProductsRoutes;

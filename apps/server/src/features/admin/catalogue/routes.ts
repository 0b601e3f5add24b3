import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_IMAGE_FIELD,
  ADMIN_IMAGE_MAX_BYTES,
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
import { products, variants } from '../../../db/schema.js';
import { recordAudit } from '../audit/log.js';
import { readUpload } from '../upload.js';
import { toCataloguePicture, uploadWidth, type CataloguePictures } from './images.js';
import {
  EMPTY_RATINGS,
  knownParents,
  newProductName,
  nextVariantPosition,
  productById,
  productColumns,
  productsPage,
  variantColumns,
} from './products.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const imageInvalid: ErrorBody = { message: messages.adminImageInvalid };
const productNotFound = (id: number): ErrorBody => ({ message: messages.productNotFound(id) });
/** Refusal thrown inside a transaction to roll it back and answer 4xx. */
class Refused extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Products, their variants and pictures. Every write commits with its audit entry, then clears
 * the public catalogue's response cache, which makes the in-memory cards look for the rewritten
 * ones (the catalogue's triggers re-encode them in the same transaction): the storefront shows
 * the change on its next request.
 */
const adminProductsRoutes: FastifyPluginAsyncZod<{ pictures: CataloguePictures }> = async (app, { pictures }) => {
  const { db } = app.database;
  const changed = () => app.catalogueCache.clear();

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Refused) return reply.code(error.status).send({ message: error.message });
    throw error;
  });

  async function checkParents(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    categoryId: number,
    sellerId: number,
  ) {
    const known = await knownParents(tx, [categoryId], [sellerId]);
    if (!known.categories.has(categoryId)) throw new Refused(400, messages.adminCategoryNotFound);
    if (!known.sellers.has(sellerId)) throw new Refused(400, messages.adminSellerNotFound);
  }

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
    async (request) => productsPage(db, request.query),
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
      const product = await productById(db, request.params.id);
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
      const { variants: variantFields, images, ...fields } = request.body;
      const product = await db.transaction(async (tx) => {
        await checkParents(tx, fields.categoryId, fields.sellerId);
        if (images && images.length > 0) throw new Refused(400, messages.adminImageNotOwned);
        const [row] = await tx
          .insert(products)
          .values({
            ...productColumns({ ...fields, images }),
            name: newProductName({ ...fields, images }),
            ratingCounts: { ...EMPTY_RATINGS },
          })
          .returning({ id: products.id });
        const productId = row!.id;
        await tx
          .insert(variants)
          .values(variantFields.map((v, position) => ({ ...variantColumns(v), productId, position })));
        const created = (await productById(tx, productId))!;
        await recordAudit(tx, {
          actorId: request.user.id,
          action: 'product.create',
          entity: 'product',
          entityId: productId,
          after: created,
        });
        return created;
      });
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
      const id = request.params.id;
      const product = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!before) throw new Refused(404, messages.productNotFound(id));
        await checkParents(tx, request.body.categoryId, request.body.sellerId);
        const images = request.body.images ?? before.images;
        if (new Set(images).size !== images.length || images.some((key) => !before.images.includes(key))) {
          throw new Refused(400, messages.adminImageNotOwned);
        }
        const columns = { ...productColumns(request.body), images };
        await tx
          .update(products)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(products.id, id));
        const { title, brand, description, application, features, dosage, categoryId, sellerId, status, cropTags } =
          before;
        await recordAudit(tx, {
          actorId: request.user.id,
          action: 'product.update',
          entity: 'product',
          entityId: id,
          before: {
            title,
            brand,
            description,
            application,
            features,
            dosage,
            categoryId,
            sellerId,
            status,
            cropTags,
            images: before.images,
          },
          after: columns,
        });
        return (await productById(tx, id))!;
      });
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
      const productId = request.params.id;
      const product = await db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId))
          .for('update');
        if (!owner) throw new Refused(404, messages.productNotFound(productId));
        const columns = variantColumns(request.body);
        const [row] = await tx
          .insert(variants)
          .values({ ...columns, productId, position: await nextVariantPosition(tx, productId) })
          .returning({ id: variants.id });
        await recordAudit(tx, {
          actorId: request.user.id,
          action: 'variant.create',
          entity: 'variant',
          entityId: row!.id,
          after: { productId, ...columns },
        });
        return (await productById(tx, productId))!;
      });
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
      const id = request.params.id;
      const product = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(variants).where(eq(variants.id, id)).for('update');
        if (!before) throw new Refused(404, messages.adminVariantNotFound);
        const columns = variantColumns(request.body);
        await tx.update(variants).set(columns).where(eq(variants.id, id));
        await recordAudit(tx, {
          actorId: request.user.id,
          action: 'variant.update',
          entity: 'variant',
          entityId: id,
          before: {
            name: before.name,
            price: before.price,
            salePrice: before.salePrice,
            inventory: before.inventory,
            isProductAvailable: before.isProductAvailable,
            height: Number(before.height),
            length: Number(before.length),
            width: Number(before.width),
            weight: Number(before.weight),
          },
          after: columns,
        });
        return (await productById(tx, before.productId))!;
      });
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
      const upload = await readUpload(app, request, ADMIN_IMAGE_FIELD, ADMIN_IMAGE_MAX_BYTES);
      if (!upload.ok) return reply.code(upload.reason === 'too-large' ? 413 : 400).send(imageInvalid);
      const picture = await toCataloguePicture(upload.bytes);
      if (!picture) return reply.code(400).send(imageInvalid);
      const key = await pictures.save(picture);
      const product = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ images: products.images })
          .from(products)
          .where(eq(products.id, productId))
          .for('update');
        if (!before) throw new Refused(404, messages.productNotFound(productId));
        const images = before.images.includes(key) ? before.images : [...before.images, key];
        await tx
          .update(products)
          .set({ images, updatedAt: sql`now()` })
          .where(eq(products.id, productId));
        await recordAudit(tx, {
          actorId: request.user.id,
          action: 'product.image',
          entity: 'product',
          entityId: productId,
          before: { images: before.images },
          after: { images },
        });
        return (await productById(tx, productId))!;
      });
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

import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_IMAGE_FIELD,
  ADMIN_IMAGE_MAX_BYTES,
  adminPromotionChangedResponse,
  adminPromotionsResponse,
  errorBody,
  idParams,
  messages,
  promotionInput,
  promotionOrderBody,
  type AdminPromotion,
  type ErrorBody,
} from '@krishi/contract';
import type { z } from 'zod';
import { promotions } from '../../../db/schema.js';
import { recordAudit } from '../audit/log.js';
import { toCataloguePicture, type CataloguePictures } from '../catalogue/images.js';
import { storedText } from '../catalogue/products.js';
import { readUpload } from '../upload.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const imageInvalid: ErrorBody = { message: messages.adminImageInvalid };
const notFound: ErrorBody = { message: messages.adminPromotionNotFound };
type PromotionRow = typeof promotions.$inferSelect;

const promotionView = (row: PromotionRow): AdminPromotion => ({
  id: row.id,
  title: row.title,
  imageUrl: row.imageUrl,
  onClickUrl: row.onClickUrl,
  position: row.position,
  status: row.status,
});

/**
 * The home carousel's promotions: list, create, edit, reorder, status and picture. The carousel
 * is a cached public answer, cleared after each change.
 */
const adminPromotionsRoutes: FastifyPluginAsyncZod<{ pictures: CataloguePictures }> = async (app, { pictures }) => {
  const { db } = app.database;
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
    async () => ({
      data: (await db.select().from(promotions).orderBy(asc(promotions.position), asc(promotions.id))).map(
        promotionView,
      ),
    }),
  );

  async function save(
    actorId: number,
    id: number | null,
    input: z.output<typeof promotionInput>,
  ): Promise<AdminPromotion | (ErrorBody & { status: 400 | 404 })> {
    return db.transaction(async (tx) => {
      const [before] = id === null ? [] : await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
      if (id !== null && !before) return { status: 404 as const, ...notFound };
      if (input.status === 'ACTIVE' && !before?.imageUrl) {
        return { status: 400 as const, message: messages.adminPromotionNeedsImage };
      }
      const columns = { title: storedText(input.title), onClickUrl: input.onClickUrl, status: input.status };
      const [row] = before
        ? await tx.update(promotions).set(columns).where(eq(promotions.id, before.id)).returning()
        : await tx
            .insert(promotions)
            .values({
              ...columns,
              imageUrl: '',
              position: sql`(SELECT coalesce(max(position) + 1, 0) FROM promotions)`,
            })
            .returning();
      await recordAudit(tx, {
        actorId,
        action: before ? 'promotion.update' : 'promotion.create',
        entity: 'promotion',
        entityId: row!.id,
        before: before ? promotionView(before) : null,
        after: promotionView(row!),
      });
      return promotionView(row!);
    });
  }

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
      const saved = await save(request.user.id, null, request.body);
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
      const saved = await db.transaction(async (tx) => {
        const before = await tx
          .select()
          .from(promotions)
          .orderBy(asc(promotions.position), asc(promotions.id))
          .for('update');
        const known = new Set(before.map((row) => row.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          return null;
        }
        for (const [position, id] of ids.entries()) {
          await tx.update(promotions).set({ position }).where(eq(promotions.id, id));
        }
        await recordAudit(tx, {
          actorId: request.user.id,
          action: 'promotion.reorder',
          entity: 'promotion',
          entityId: null,
          before: { order: before.map((row) => row.id) },
          after: { order: ids },
        });
        return tx.select().from(promotions).orderBy(asc(promotions.position), asc(promotions.id));
      });
      if (!saved) return reply.code(400).send({ message: messages.adminPromotionOrderIncomplete });
      changed();
      return { data: saved.map(promotionView) };
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
      const saved = await save(request.user.id, request.params.id, request.body);
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
      const upload = await readUpload(app, request, ADMIN_IMAGE_FIELD, ADMIN_IMAGE_MAX_BYTES);
      if (!upload.ok) return reply.code(upload.reason === 'too-large' ? 413 : 400).send(imageInvalid);
      const picture = await toCataloguePicture(upload.bytes);
      if (!picture) return reply.code(400).send(imageInvalid);
      const key = await pictures.save(picture);
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (!before) return null;
        const [row] = await tx.update(promotions).set({ imageUrl: key }).where(eq(promotions.id, id)).returning();
        await recordAudit(tx, {
          actorId: request.user.id,
          action: 'promotion.image',
          entity: 'promotion',
          entityId: id,
          before: { imageUrl: before.imageUrl },
          after: { imageUrl: key },
        });
        return promotionView(row!);
      });
      if (!saved) return reply.code(404).send(notFound);
      changed();
      return { message: messages.adminSaved, data: saved };
    },
  );
};

export default adminPromotionsRoutes;

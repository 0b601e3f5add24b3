import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_IMAGE_FIELD,
  ADMIN_IMAGE_MAX_BYTES,
  adminCategoriesResponse,
  adminCategoryChangedResponse,
  adminSellerChangedResponse,
  adminSellersResponse,
  adminStatesResponse,
  categoryInput,
  errorBody,
  idParams,
  messages,
  sellerInput,
  slugify,
  type AdminCategory,
  type AdminSeller,
  type ErrorBody,
} from '@krishi/contract';
import type { z } from 'zod';
import { categories, sellers } from '../../../db/schema.js';
import { recordAudit, type Writer } from '../audit/log.js';
import { readUpload } from '../upload.js';
import { toCataloguePicture, type CataloguePictures } from './images.js';
import { storedText } from './products.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const imageInvalid: ErrorBody = { message: messages.adminImageInvalid };
type CategoryRow = typeof categories.$inferSelect;
type SellerRow = typeof sellers.$inferSelect;

const categoryView = (row: CategoryRow): AdminCategory => ({
  id: row.id,
  parentId: row.parentId,
  name: row.name,
  slug: row.slug,
  imageUrl: row.imageUrl,
  position: row.position,
  status: row.status,
});
const sellerView = (row: SellerRow): AdminSeller => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  businessName: row.businessName,
  image: row.image,
  customerCareNumber: row.customerCareNumber,
  pincode: row.pincode,
  state: row.state,
  servedStates: row.servedStates,
  status: row.status,
  position: row.position,
});

/** True when `candidate` is `id` or lies below it: moving `id` under it would make a loop. */
async function isSelfOrDescendant(tx: Writer, id: number, candidate: number): Promise<boolean> {
  const result = (await tx.execute(sql`
    WITH RECURSIVE below AS (
      SELECT id FROM categories WHERE id = ${id}
      UNION SELECT c.id FROM categories c JOIN below b ON c.parent_id = b.id
    ) SELECT 1 AS hit FROM below WHERE id = ${candidate}`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Categories (a tree) and brands/sellers with the states they serve. */
const adminTaxonomyRoutes: FastifyPluginAsyncZod<{ pictures: CataloguePictures }> = async (app, { pictures }) => {
  const { db } = app.database;
  const changed = () => app.catalogueCache.clear();

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Every category, flat, by position (parentId builds the tree)',
        security,
        response: { 200: adminCategoriesResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({
      data: (await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id))).map(
        categoryView,
      ),
    }),
  );

  async function saveCategory(
    actorId: number,
    id: number | null,
    input: z.output<typeof categoryInput>,
  ): Promise<AdminCategory | (ErrorBody & { status: 400 | 404 })> {
    return db.transaction(async (tx) => {
      const [before] = id === null ? [] : await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (id !== null && !before) return { status: 404 as const, message: messages.adminCategoryNotFound };
      if (input.parentId !== null) {
        const [parent] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, input.parentId));
        if (!parent) return { status: 400 as const, message: messages.adminCategoryNotFound };
        if (id !== null && (await isSelfOrDescendant(tx, id, input.parentId))) {
          return { status: 400 as const, message: messages.adminCategoryCycle };
        }
      }
      const columns = {
        name: storedText(input.name),
        slug: slugify(input.name.en) || 'category',
        parentId: input.parentId,
        status: input.status,
        ...(input.position === undefined ? {} : { position: input.position }),
      };
      const [row] = before
        ? await tx.update(categories).set(columns).where(eq(categories.id, before.id)).returning()
        : await tx.insert(categories).values(columns).returning();
      await recordAudit(tx, {
        actorId,
        action: before ? 'category.update' : 'category.create',
        entity: 'category',
        entityId: row!.id,
        before: before ? categoryView(before) : null,
        after: categoryView(row!),
      });
      return categoryView(row!);
    });
  }

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Creates a category (top level with parentId null)',
        security,
        body: categoryInput,
        response: { 200: adminCategoryChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await saveCategory(request.user.id, null, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminCreated, data: saved };
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Renames, moves (never under itself or its subcategories), orders or (de)activates a category',
        security,
        params: idParams,
        body: categoryInput,
        response: { 200: adminCategoryChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await saveCategory(request.user.id, request.params.id, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminSaved, data: saved };
    },
  );

  app.get(
    '/states',
    {
      schema: {
        tags,
        summary: "The gazetteer's state names: the choices for a seller's served states",
        security,
        response: { 200: adminStatesResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await app.places.states() }),
  );

  app.get(
    '/sellers',
    {
      schema: {
        tags,
        summary: 'Every brand/seller by position',
        security,
        response: { 200: adminSellersResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({
      data: (await db.select().from(sellers).orderBy(asc(sellers.position), asc(sellers.id))).map(sellerView),
    }),
  );

  async function saveSeller(
    actorId: number,
    id: number | null,
    input: z.output<typeof sellerInput>,
  ): Promise<AdminSeller | (ErrorBody & { status: 400 | 404 })> {
    const place = await app.places.pincode(input.pincode);
    if (!place) return { status: 400, message: messages.pinCodeUnknown };
    const states = new Set(await app.places.states());
    const unknown = input.servedStates.find((state) => !states.has(state));
    if (unknown !== undefined) return { status: 400, message: messages.adminStateUnknown(unknown) };
    return db.transaction(async (tx) => {
      const [before] = id === null ? [] : await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
      if (id !== null && !before) return { status: 404 as const, message: messages.adminSellerNotFound };
      const columns = {
        name: storedText(input.name),
        slug: slugify(input.name.en) || 'seller',
        businessName: input.businessName,
        customerCareNumber: input.customerCareNumber,
        pincode: input.pincode,
        state: place.state,
        servedStates: [...new Set(input.servedStates)],
        status: input.status,
        ...(input.position === undefined ? {} : { position: input.position }),
      };
      const [row] = before
        ? await tx.update(sellers).set(columns).where(eq(sellers.id, before.id)).returning()
        : await tx.insert(sellers).values(columns).returning();
      await recordAudit(tx, {
        actorId,
        action: before ? 'seller.update' : 'seller.create',
        entity: 'seller',
        entityId: row!.id,
        before: before ? sellerView(before) : null,
        after: sellerView(row!),
      });
      return sellerView(row!);
    });
  }

  app.post(
    '/sellers',
    {
      schema: {
        tags,
        summary: 'Creates a brand/seller; the pincode must be in the gazetteer, served states gazetteer names',
        security,
        body: sellerInput,
        response: { 200: adminSellerChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await saveSeller(request.user.id, null, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminCreated, data: saved };
    },
  );

  app.put(
    '/sellers/:id',
    {
      schema: {
        tags,
        summary: 'Edits a brand/seller',
        security,
        params: idParams,
        body: sellerInput,
        response: { 200: adminSellerChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await saveSeller(request.user.id, request.params.id, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminSaved, data: saved };
    },
  );

  app.post(
    '/sellers/:id/image',
    {
      schema: {
        tags,
        summary: "Sets a brand/seller's picture (multipart field `image`), re-encoded as WebP",
        security,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: adminSellerChangedResponse,
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
        const [before] = await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
        if (!before) return null;
        const [row] = await tx.update(sellers).set({ image: key }).where(eq(sellers.id, id)).returning();
        await recordAudit(tx, {
          actorId: request.user.id,
          action: 'seller.image',
          entity: 'seller',
          entityId: id,
          before: { image: before.image },
          after: { image: key },
        });
        return sellerView(row!);
      });
      if (!saved) return reply.code(404).send({ message: messages.adminSellerNotFound });
      changed();
      return { message: messages.adminSaved, data: saved };
    },
  );
};

export default adminTaxonomyRoutes;

import { eq, sql } from 'drizzle-orm';
import {
  type AdminProduct,
  type AdminProductsQuery,
  type productCreateBody,
  type productUpdateBody,
} from '@krishi/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { products, variants } from '../../../db/schema.js';
import { lotHeld } from '../../../lib/lot-stock.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordAudit, recordPicture, type Tx } from '../audit/log.js';
import { writeAgronomy } from './agronomy.js';
import { refuseUnlicensed } from './licences.js';
import {
  EMPTY_RATINGS,
  knownParents,
  newProductName,
  nextVariantPosition,
  productById,
  productColumns,
  productsPage,
  variantColumns,
  type VariantFields,
} from './products.js';

/** Refuses a product whose category or seller does not exist. */
async function checkParents(tx: Tx, categoryId: number, sellerId: number) {
  const known = await knownParents(tx, [categoryId], [sellerId]);
  if (!known.categories.has(categoryId)) throw new Refusal(400, 'adminCategoryNotFound');
  if (!known.sellers.has(sellerId)) throw new Refusal(400, 'adminSellerNotFound');
}

/** A product's pictures, its row locked for the change; refuses an unknown product. */
async function lockedProduct(tx: Tx, productId: number): Promise<{ images: string[] }> {
  const [row] = await tx
    .select({ images: products.images })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw new Refusal(404, 'productNotFound', { id: productId });
  return row;
}

/**
 * Products with their variants and pictures as the back office reads and writes them. Every write
 * commits with its audit entry and answers the product as it now is; a refusal is thrown as
 * a `Refusal`, rolling the transaction back.
 */
export function adminProductsRepository(db: Db) {
  return {
    page: (query: AdminProductsQuery) => productsPage(db, query),

    byId: (id: number) => productById(db, id),

    /** Creates a product with its variants; pictures come later, by upload. */
    async create(actorId: number, body: z.output<typeof productCreateBody>): Promise<AdminProduct> {
      const { variants: variantFields, images, agronomy, ...fields } = body;
      return db.transaction(async (tx) => {
        await checkParents(tx, fields.categoryId, fields.sellerId);
        if (images && images.length > 0) throw new Refusal(400, 'adminImageNotOwned');
        const [row] = await tx
          .insert(products)
          .values({
            ...productColumns({ ...fields, images }),
            name: newProductName({ ...fields, images }),
            ratingCounts: { ...EMPTY_RATINGS },
          })
          .returning({ id: products.id });
        const productId = row!.id;
        if (agronomy) await writeAgronomy(tx, productId, agronomy);
        await tx
          .insert(variants)
          .values(variantFields.map((v, position) => ({ ...variantColumns(v), productId, position })));
        await refuseUnlicensed(tx, [productId]);
        const created = (await productById(tx, productId))!;
        await recordAudit(tx, {
          actorId,
          action: 'product.create',
          entity: 'product',
          entityId: productId,
          after: created,
        });
        return created;
      });
    },

    /** Edits a product's own fields; `images` may only remove or reorder its pictures. */
    async update(actorId: number, id: number, body: z.output<typeof productUpdateBody>): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!before) throw new Refusal(404, 'productNotFound', { id });
        await checkParents(tx, body.categoryId, body.sellerId);
        const images = body.images ?? before.images;
        if (new Set(images).size !== images.length || images.some((key) => !before.images.includes(key))) {
          throw new Refusal(400, 'adminImageNotOwned');
        }
        const columns = { ...productColumns(body), images };
        const agronomyBefore = body.agronomy ? (await productById(tx, id))!.agronomy : undefined;
        await tx
          .update(products)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(products.id, id));
        if (body.agronomy) await writeAgronomy(tx, id, body.agronomy);
        await refuseUnlicensed(tx, [id]);
        const { title, brand, description, application, features, dosage, categoryId, sellerId, status, cropTags } =
          before;
        await recordAudit(tx, {
          actorId,
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
            ...(agronomyBefore ? { agronomy: agronomyBefore } : {}),
            ...(body.label ? { label: before.label } : {}),
          },
          after: body.agronomy ? { ...columns, agronomy: body.agronomy } : columns,
        });
        return (await productById(tx, id))!;
      });
    },

    /** Adds a variant, last, to a product. */
    async addVariant(actorId: number, productId: number, input: VariantFields): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        await lockedProduct(tx, productId);
        const columns = variantColumns(input);
        const [row] = await tx
          .insert(variants)
          .values({ ...columns, productId, position: await nextVariantPosition(tx, productId) })
          .returning({ id: variants.id });
        await recordAudit(tx, {
          actorId,
          action: 'variant.create',
          entity: 'variant',
          entityId: row!.id,
          after: { productId, ...columns },
        });
        return (await productById(tx, productId))!;
      });
    },

    /** Edits a variant; answers its product. */
    async updateVariant(actorId: number, id: number, input: VariantFields): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(variants).where(eq(variants.id, id)).for('update');
        if (!before) throw new Refusal(404, 'adminVariantNotFound');
        const columns = variantColumns(input);
        // A variant held by lot counts its stock from its lots: the form's inventory cannot set it.
        if ((await lotHeld(tx, [id])).has(id)) columns.inventory = before.inventory;
        await tx.update(variants).set(columns).where(eq(variants.id, id));
        await recordAudit(tx, {
          actorId,
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
            ...(input.packSize === undefined ? {} : { packSize: before.packSize }),
          },
          after: columns,
        });
        return (await productById(tx, before.productId))!;
      });
    },

    /** Adds an uploaded picture (by its key) to a product's pictures, once. */
    async addImage(actorId: number, productId: number, key: string): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const before = await lockedProduct(tx, productId);
        const images = before.images.includes(key) ? before.images : [...before.images, key];
        await tx
          .update(products)
          .set({ images, updatedAt: sql`now()` })
          .where(eq(products.id, productId));
        await recordPicture(tx, actorId, 'product', productId, {
          before: { images: before.images },
          after: { images },
        });
        return (await productById(tx, productId))!;
      });
    },
  };
}

export type AdminProductsRepository = ReturnType<typeof adminProductsRepository>;

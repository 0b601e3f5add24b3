import { asc, eq, sql } from 'drizzle-orm';
import {
  LICENCE_KINDS,
  slugify,
  type AdminCategory,
  type AdminSeller,
  type categoryInput,
  type sellerInput,
} from '@krishi/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { categories, products, sellers } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import { recordPicture, recordSave, type Writer } from '../audit/log.js';
import { deactivateUnlicensed, removedLicences } from './licences.js';
import { storedText } from './products.js';

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
  acceptsCod: row.acceptsCod,
  status: row.status,
  position: row.position,
  licences: row.licences,
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

/** Categories and brands/sellers as the back office reads and writes them, each write with its audit entry. */
export function adminTaxonomyRepository(db: Db) {
  return {
    /** Every category, flat, by position. */
    async categories(): Promise<AdminCategory[]> {
      return (await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id))).map(
        categoryView,
      );
    },

    /**
     * Creates (id null) or edits a category with its audit entry. Refuses an unknown category
     * (404), an unknown parent and a move under itself or its subcategories (400).
     */
    async saveCategory(
      actorId: number,
      id: number | null,
      input: z.output<typeof categoryInput>,
    ): Promise<AdminCategory> {
      return db.transaction(async (tx) => {
        const [before] =
          id === null ? [] : await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (id !== null && !before) throw new Refusal(404, 'adminCategoryNotFound');
        if (input.parentId !== null) {
          const [parent] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.id, input.parentId));
          if (!parent) throw new Refusal(400, 'adminCategoryNotFound');
          if (id !== null && (await isSelfOrDescendant(tx, id, input.parentId))) {
            throw new Refusal(400, 'adminCategoryCycle');
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
        const saved = categoryView(row!);
        await recordSave(tx, actorId, 'category', before ? categoryView(before) : null, saved);
        return saved;
      });
    },

    /** Every brand/seller by position. */
    async sellers(): Promise<AdminSeller[]> {
      return (await db.select().from(sellers).orderBy(asc(sellers.position), asc(sellers.id))).map(sellerView);
    },

    /**
     * Creates (id null) or edits a brand/seller, in the state of its pincode (checked against the
     * gazetteer by the caller). Refuses an unknown seller (404). A licence removed sets the
     * seller's ACTIVE products of the categories it covered INACTIVE, in the same transaction;
     * answers how many.
     */
    async saveSeller(
      actorId: number,
      id: number | null,
      input: z.output<typeof sellerInput>,
      place: { state: string },
    ): Promise<{ seller: AdminSeller; productsDeactivated: number }> {
      return db.transaction(async (tx) => {
        // Products before their seller, as a product's write locks them (it share-locks the seller
        // last): an edit that may remove a licence never waits on a product write that waits on it.
        if (id !== null && LICENCE_KINDS.some((kind) => input.licences[kind] === null)) {
          await tx.select({ id: products.id }).from(products).where(eq(products.sellerId, id)).for('update');
        }
        const [before] = id === null ? [] : await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
        if (id !== null && !before) throw new Refusal(404, 'adminSellerNotFound');
        const columns = {
          name: storedText(input.name),
          slug: slugify(input.name.en) || 'seller',
          businessName: input.businessName,
          customerCareNumber: input.customerCareNumber,
          pincode: input.pincode,
          state: place.state,
          servedStates: [...new Set(input.servedStates)],
          acceptsCod: input.acceptsCod,
          status: input.status,
          licences: input.licences,
          ...(input.position === undefined ? {} : { position: input.position }),
        };
        const [row] = before
          ? await tx.update(sellers).set(columns).where(eq(sellers.id, before.id)).returning()
          : await tx.insert(sellers).values(columns).returning();
        const saved = sellerView(row!);
        await recordSave(tx, actorId, 'seller', before ? sellerView(before) : null, saved);
        const removed = before ? removedLicences(before.licences, saved.licences) : [];
        const productsDeactivated = await deactivateUnlicensed(tx, actorId, saved.id, removed);
        return { seller: saved, productsDeactivated };
      });
    },

    /** Points a seller at an uploaded picture; refuses an unknown seller. */
    async setSellerImage(actorId: number, id: number, key: string): Promise<AdminSeller> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
        if (!before) throw new Refusal(404, 'adminSellerNotFound');
        const [row] = await tx.update(sellers).set({ image: key }).where(eq(sellers.id, id)).returning();
        await recordPicture(tx, actorId, 'seller', id, { before: { image: before.image }, after: { image: key } });
        return sellerView(row!);
      });
    },
  };
}

export type AdminTaxonomyRepository = ReturnType<typeof adminTaxonomyRepository>;

import { asc, eq, sql } from 'drizzle-orm';
import {
  messages,
  slugify,
  type AdminCategory,
  type AdminSeller,
  type categoryInput,
  type ErrorBody,
  type sellerInput,
} from '@krishi/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { categories, sellers } from '../../../db/schema.js';
import { recordAudit, type Writer } from '../audit/log.js';
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

/** Categories and brands/sellers as the back office reads and writes them, each write with its audit entry. */
export function adminTaxonomyRepository(db: Db) {
  return {
    /** Every category, flat, by position. */
    async categories(): Promise<AdminCategory[]> {
      return (await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id))).map(
        categoryView,
      );
    },

    /** Creates (id null) or edits a category with its audit entry; a refusal's status and message otherwise. */
    async saveCategory(
      actorId: number,
      id: number | null,
      input: z.output<typeof categoryInput>,
    ): Promise<AdminCategory | (ErrorBody & { status: 400 | 404 })> {
      return db.transaction(async (tx) => {
        const [before] =
          id === null ? [] : await tx.select().from(categories).where(eq(categories.id, id)).for('update');
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
    },

    /** Every brand/seller by position. */
    async sellers(): Promise<AdminSeller[]> {
      return (await db.select().from(sellers).orderBy(asc(sellers.position), asc(sellers.id))).map(sellerView);
    },

    /**
     * Creates (id null) or edits a brand/seller, in the state of its pincode (checked against the
     * gazetteer by the caller); a refusal's status and message otherwise.
     */
    async saveSeller(
      actorId: number,
      id: number | null,
      input: z.output<typeof sellerInput>,
      place: { state: string },
    ): Promise<AdminSeller | (ErrorBody & { status: 400 | 404 })> {
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
    },

    /** Points a seller at an uploaded picture; null for an unknown seller. */
    async setSellerImage(actorId: number, id: number, key: string): Promise<AdminSeller | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
        if (!before) return null;
        const [row] = await tx.update(sellers).set({ image: key }).where(eq(sellers.id, id)).returning();
        await recordAudit(tx, {
          actorId,
          action: 'seller.image',
          entity: 'seller',
          entityId: id,
          before: { image: before.image },
          after: { image: key },
        });
        return sellerView(row!);
      });
    },
  };
}

export type AdminTaxonomyRepository = ReturnType<typeof adminTaxonomyRepository>;

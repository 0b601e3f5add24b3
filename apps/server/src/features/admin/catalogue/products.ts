import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  type AdminProduct,
  type AdminProductsQuery,
  type AdminProductsResponse,
  type LocalizedText,
  type productFieldsInput,
  type variantInput,
} from '@krishi/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { categories, products, sellers, variants } from '../../../db/schema.js';
import type { Writer } from '../audit/log.js';
import { listPage, pageOf } from '../lists.js';
import { cropsAndTargets } from './agronomy.js';

export type ProductFields = z.output<typeof productFieldsInput>;
export type VariantFields = z.output<typeof variantInput>;
type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof variants.$inferSelect;

/** A text as stored: no empty Kannada. */
export function storedText(text: { en: string; kn?: string | undefined }): LocalizedText {
  return text.kn ? { en: text.en, kn: text.kn } : { en: text.en };
}

/** The columns an edit writes; `name` (the product's generic name) is set once, at creation. */
export function productColumns(fields: ProductFields) {
  return {
    title: storedText(fields.title),
    brand: storedText(fields.brand),
    description: storedText(fields.description),
    application: storedText(fields.application),
    features: storedText(fields.features),
    dosage: storedText(fields.dosage),
    categoryId: fields.categoryId,
    sellerId: fields.sellerId,
    status: fields.status,
    cropTags: fields.cropTags,
    ...(fields.label ? { label: fields.label } : {}),
  };
}

export function variantColumns(fields: VariantFields) {
  return {
    name: storedText(fields.name),
    price: fields.price,
    salePrice: fields.salePrice,
    inventory: fields.inventory,
    isProductAvailable: fields.isProductAvailable,
    height: fields.height,
    length: fields.length,
    width: fields.width,
    weight: fields.weight,
    ...(fields.packSize === undefined ? {} : { packSize: fields.packSize }),
  };
}

/** A new product's generic name: its English title until the catalogue says otherwise. */
export const newProductName = (fields: ProductFields) => fields.title.en;

export const EMPTY_RATINGS = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as const;

function variantView(row: VariantRow) {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    salePrice: row.salePrice,
    inventory: row.inventory,
    isProductAvailable: row.isProductAvailable,
    height: Number(row.height),
    length: Number(row.length),
    width: Number(row.width),
    weight: Number(row.weight),
    packSize: row.packSize,
  };
}

const NO_TERMS = { crops: [], targets: [] };

function productView(
  row: ProductRow,
  own: VariantRow[],
  terms: { crops: string[]; targets: string[] } = NO_TERMS,
): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    brand: row.brand,
    description: row.description,
    application: row.application,
    features: row.features,
    dosage: row.dosage,
    categoryId: row.categoryId,
    sellerId: row.sellerId,
    status: row.status,
    cropTags: row.cropTags,
    agronomy: { ...row.agronomy, ...terms },
    label: row.label,
    images: row.images,
    variants: own.map(variantView),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

/** Products with their variants, as the operator edits them. */
export async function productsWithVariants(db: Writer, rows: ProductRow[]): Promise<AdminProduct[]> {
  if (rows.length === 0) return [];
  const terms = await cropsAndTargets(
    db,
    rows.map((row) => row.id),
  );
  const all = await db
    .select()
    .from(variants)
    .where(
      inArray(
        variants.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
  return rows.map((row) =>
    productView(
      row,
      all.filter((v) => v.productId === row.id),
      terms.get(row.id),
    ),
  );
}

export async function productById(db: Writer, id: number): Promise<AdminProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ? ((await productsWithVariants(db, [row]))[0] ?? null) : null;
}

/** The filters of the list and of the CSV export. */
export function productFilter(query: Omit<AdminProductsQuery, 'pageNum' | 'pageSize'>): SQL | undefined {
  const search = query.search?.trim();
  let matches: SQL | undefined;
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    matches = or(
      ilike(sql`${products.title}->>'en'`, like),
      ilike(sql`coalesce(${products.title}->>'kn', '')`, like),
      ilike(sql`${products.brand}->>'en'`, like),
      /^\d{1,9}$/.test(search) ? eq(products.id, Number(search)) : undefined,
    );
  }
  return and(
    matches,
    query.status ? eq(products.status, query.status) : undefined,
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    query.sellerId ? eq(products.sellerId, query.sellerId) : undefined,
  );
}

export async function productsPage(db: Db, query: AdminProductsQuery): Promise<AdminProductsResponse> {
  const where = productFilter(query);
  const [rows, [total]] = await Promise.all([
    pageOf(
      db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).$dynamic(),
      query,
    ),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return listPage(await productsWithVariants(db, rows), total, query.pageSize);
}

/** Which of these category and seller ids exist: a product may only point at real ones. */
export async function knownParents(
  db: Writer,
  categoryIds: number[],
  sellerIds: number[],
): Promise<{ categories: Set<number>; sellers: Set<number> }> {
  const [foundCategories, foundSellers] = await Promise.all([
    categoryIds.length
      ? db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds))
      : Promise.resolve([]),
    sellerIds.length
      ? db.select({ id: sellers.id }).from(sellers).where(inArray(sellers.id, sellerIds))
      : Promise.resolve([]),
  ]);
  return {
    categories: new Set(foundCategories.map((r) => r.id)),
    sellers: new Set(foundSellers.map((r) => r.id)),
  };
}

/** The next position after a product's last variant. */
export async function nextVariantPosition(tx: Writer, productId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${variants.position}) + 1, 0)::int` })
    .from(variants)
    .where(eq(variants.productId, productId));
  return row?.n ?? 0;
}

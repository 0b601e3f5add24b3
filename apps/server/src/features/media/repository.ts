import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { agronomyTerms, categories, products, promotions, sellers, variants } from '../../db/schema.js';
import type { AgronomyArt } from './art/agronomy.js';
import type { BrandArt } from './art/brand.js';
import type { CategoryArt } from './art/category.js';
import type { ProductArt } from './art/product.js';
import type { PromotionArt } from './art/promotion.js';

const parent = alias(categories, 'parent');

/** The rows an image is drawn from; null when the row, or that picture of it, does not exist. */
export function mediaRepository(db: Db) {
  return {
    async product(id: number, index: number): Promise<ProductArt | null> {
      const [row] = await db
        .select({
          id: products.id,
          title: sql<string>`${products.title}->>'en'`,
          name: products.name,
          images: products.images,
          crops: products.cropTags,
          brand: sql<string>`${sellers.name}->>'en'`,
          brandKey: sellers.slug,
          categorySlug: categories.slug,
          rootSlug: sql<string>`coalesce(${parent.slug}, ${categories.slug})`,
        })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(eq(products.id, id));
      if (!row || !row.images.includes(`products/p${id}-${index}`)) return null;
      const packs = await db
        .select({ name: sql<string>`${variants.name}->>'en'` })
        .from(variants)
        .where(eq(variants.productId, id))
        .orderBy(asc(variants.position), asc(variants.id));
      return {
        id,
        index,
        title: row.title,
        name: row.name,
        brand: row.brand,
        brandKey: row.brandKey,
        categorySlug: row.categorySlug,
        rootSlug: row.rootSlug,
        packs: packs.map((p) => p.name),
        crops: row.crops,
      };
    },

    async brand(id: number): Promise<BrandArt | null> {
      const [row] = await db
        .select({ name: sql<string>`${sellers.name}->>'en'`, key: sellers.slug, state: sellers.state })
        .from(sellers)
        .where(eq(sellers.id, id));
      return row ? { id, ...row } : null;
    },

    async category(id: number): Promise<CategoryArt | null> {
      const [row] = await db
        .select({ slug: categories.slug, rootSlug: sql<string>`coalesce(${parent.slug}, ${categories.slug})` })
        .from(categories)
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(eq(categories.id, id));
      return row ? { id, ...row } : null;
    },

    async agronomyTerm(slug: string): Promise<AgronomyArt | null> {
      const [row] = await db
        .select({ kind: agronomyTerms.kind })
        .from(agronomyTerms)
        .where(eq(agronomyTerms.slug, slug));
      return row ? { slug, kind: row.kind } : null;
    },

    async promotion(id: number): Promise<PromotionArt | null> {
      const [row] = await db
        .select({ onClickUrl: promotions.onClickUrl })
        .from(promotions)
        .where(eq(promotions.id, id));
      return row ? { id, ...row } : null;
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;

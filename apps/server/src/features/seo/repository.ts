import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { STATUS_ACTIVE, type AgronomyKind } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { agronomyTerms, categories, products, sellers } from '../../db/schema.js';

export interface NamedRow {
  id: number;
  name: string;
}

export interface TermLink {
  slug: string;
  kind: AgronomyKind;
  name: string;
  imageUrl: string | null;
}

export interface ProductLink {
  id: number;
  title: string;
  brand: string;
  updatedAt: Date;
}

const TERM_LINK = {
  slug: agronomyTerms.slug,
  kind: agronomyTerms.kind,
  name: sql<string>`${agronomyTerms.name}->>'en'`,
  imageUrl: agronomyTerms.imageUrl,
};

/** What page heads and the sitemap need: English names and ids, never whole rows. */
export function seoRepository(db: Db) {
  return {
    async category(id: number): Promise<NamedRow | null> {
      const [row] = await db
        .select({ id: categories.id, name: sql<string>`${categories.name}->>'en'` })
        .from(categories)
        .where(and(eq(categories.id, id), eq(categories.status, STATUS_ACTIVE)));
      return row ?? null;
    },

    async brand(id: number): Promise<(NamedRow & { image: string | null }) | null> {
      const [row] = await db
        .select({ id: sellers.id, name: sql<string>`${sellers.name}->>'en'`, image: sellers.image })
        .from(sellers)
        .where(and(eq(sellers.id, id), eq(sellers.status, STATUS_ACTIVE)));
      return row ?? null;
    },

    async categories(): Promise<NamedRow[]> {
      return db
        .select({ id: categories.id, name: sql<string>`${categories.name}->>'en'` })
        .from(categories)
        .where(eq(categories.status, STATUS_ACTIVE))
        .orderBy(asc(categories.id));
    },

    async brands(): Promise<NamedRow[]> {
      return db
        .select({ id: sellers.id, name: sql<string>`${sellers.name}->>'en'` })
        .from(sellers)
        .where(eq(sellers.status, STATUS_ACTIVE))
        .orderBy(asc(sellers.id));
    },

    async agronomyTerm(slug: string): Promise<TermLink | null> {
      const [row] = await db.select(TERM_LINK).from(agronomyTerms).where(eq(agronomyTerms.slug, slug));
      return row ?? null;
    },

    async agronomyTerms(): Promise<TermLink[]> {
      return db.select(TERM_LINK).from(agronomyTerms).orderBy(asc(agronomyTerms.id));
    },

    /** One batch of active products after an id, in id order (keyset paging: no deep offsets). */
    async productsAfter(afterId: number, limit: number): Promise<ProductLink[]> {
      return db
        .select({
          id: products.id,
          title: sql<string>`${products.title}->>'en'`,
          brand: sql<string>`${products.brand}->>'en'`,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .where(and(eq(products.status, STATUS_ACTIVE), gt(products.id, afterId)))
        .orderBy(asc(products.id))
        .limit(limit);
    },
  };
}

export type SeoRepository = ReturnType<typeof seoRepository>;

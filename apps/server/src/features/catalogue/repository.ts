import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LATEST_QUERY,
  slugify,
  type Category,
  type PageQuery,
  type Product,
  type ProductListBody,
  type ProductListResponse,
  type ProductSummary,
  type Promotion,
  type SellersResponse,
  type Variant,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { categories, products, promotions, sellers, variants } from '../../db/schema.js';

const ACTIVE = 'ACTIVE';

type VariantRow = typeof variants.$inferSelect;

function toVariant(row: VariantRow): Variant {
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
  };
}

function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Read access to the public catalogue. Knows SQL, not HTTP. */
export function catalogueRepository(db: Db) {
  async function variantsByProduct(productIds: number[]): Promise<Map<number, Variant[]>> {
    const byProduct = new Map<number, Variant[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .select()
      .from(variants)
      .where(inArray(variants.productId, productIds))
      .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
    for (const row of rows) {
      const list = byProduct.get(row.productId) ?? [];
      list.push(toVariant(row));
      byProduct.set(row.productId, list);
    }
    return byProduct;
  }

  async function activeCategories() {
    return db
      .select()
      .from(categories)
      .where(eq(categories.status, ACTIVE))
      .orderBy(asc(categories.position), asc(categories.id));
  }

  /** Ids of a category and of every category below it. */
  async function subtreeIds(categoryId: number): Promise<number[]> {
    const all = await activeCategories();
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i++) {
      for (const c of all) if (c.parentId === ids[i]) ids.push(c.id);
    }
    return ids;
  }

  function listFilter(body: ProductListBody, categoryIds: number[] | null): SQL | undefined {
    return and(
      eq(products.status, ACTIVE),
      categoryIds ? inArray(products.categoryId, categoryIds) : undefined,
      body.sellerId ? eq(products.sellerId, body.sellerId) : undefined,
    );
  }

  return {
    async categoryTree(parentId?: number): Promise<Category[]> {
      const all = await activeCategories();
      const build = (parent: number | null): Category[] =>
        all
          .filter((c) => c.parentId === parent)
          .map((c) => ({ id: c.id, name: c.name, slug: c.slug, imageUrl: c.imageUrl, childCategories: build(c.id) }));
      return build(parentId ?? null);
    },

    async sellers(page: { pageNum: number; pageSize: number }): Promise<SellersResponse> {
      const where = eq(sellers.status, ACTIVE);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: sellers.id, name: sellers.name, slug: sellers.slug, image: sellers.image })
          .from(sellers)
          .where(where)
          .orderBy(asc(sellers.position), asc(sellers.id))
          .limit(page.pageSize)
          .offset(page.pageNum * page.pageSize),
        db.select({ n: count() }).from(sellers).where(where),
      ]);
      const totalElements = total?.n ?? 0;
      return { content: rows, totalElements, totalPages: pageCount(totalElements, page.pageSize) };
    },

    async listProducts(body: ProductListBody, page: PageQuery): Promise<ProductListResponse> {
      const categoryIds = body.categoryId ? await subtreeIds(body.categoryId) : null;
      const where = listFilter(body, categoryIds);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: products.id,
            title: products.title,
            brand: products.brand,
            images: products.images,
            sellerId: products.sellerId,
            categoryId: products.categoryId,
          })
          .from(products)
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(page.pageSize)
          .offset(page.pageNum * page.pageSize),
        db.select({ n: count() }).from(products).where(where),
      ]);
      const variantMap = await variantsByProduct(rows.map((r) => r.id));
      const content: ProductSummary[] = rows.map((r) => ({ ...r, variants: variantMap.get(r.id) ?? [] }));
      const totalElements = total?.n ?? 0;
      return { content, totalElements, totalPages: pageCount(totalElements, page.pageSize) };
    },

    isLatest(body: ProductListBody): boolean {
      return body.searchString?.trim() === LATEST_QUERY;
    },

    async product(id: number): Promise<Product | null> {
      const [row] = await db
        .select({ product: products, seller: sellers, category: categories })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.id, id), eq(products.status, ACTIVE)));
      if (!row) return null;
      const { product: p, seller: s, category: c } = row;
      const variantMap = await variantsByProduct([p.id]);
      return {
        id: p.id,
        name: p.name,
        title: p.title,
        brand: p.brand,
        images: p.images,
        sellerId: p.sellerId,
        categoryId: p.categoryId,
        variants: variantMap.get(p.id) ?? [],
        description: p.description,
        application: p.application,
        features: p.features,
        dosage: p.dosage,
        status: p.status,
        cropTags: p.cropTags,
        category: { id: c.id, name: c.name, slug: c.slug },
        seller: { id: s.id, name: s.name, slug: s.slug, image: s.image },
        reviewInfo: {
          averageRating: p.ratingCount ? Math.round((p.ratingSum / p.ratingCount) * 10) / 10 : 0,
          ratingCount: p.ratingCount,
          ratingCounts: p.ratingCounts,
        },
        createdDate: p.createdAt.toISOString(),
      };
    },

    async promotions(): Promise<Promotion[]> {
      return db
        .select({ id: promotions.id, title: promotions.title, imageUrl: promotions.imageUrl, onClickUrl: promotions.onClickUrl })
        .from(promotions)
        .where(eq(promotions.status, ACTIVE))
        .orderBy(asc(promotions.position), asc(promotions.id));
    },

    /** For the sitemap: every active product's id and English title slug. */
    async productSlugs(): Promise<Array<{ id: number; slug: string }>> {
      const rows = await db
        .select({ id: products.id, title: sql<string>`${products.title}->>'en'`, brand: sql<string>`${products.brand}->>'en'` })
        .from(products)
        .where(eq(products.status, ACTIVE))
        .orderBy(asc(products.id));
      return rows.map((r) => ({ id: r.id, slug: slugify(`${r.brand} ${r.title}`) }));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;

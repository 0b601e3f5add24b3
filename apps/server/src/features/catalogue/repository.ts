import { asc, count, eq, sql } from 'drizzle-orm';
import {
  LATEST_QUERY,
  slugify,
  type Category,
  type PageQuery,
  type Product,
  type ProductListBody,
  type Promotion,
  type SellersResponse,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { categories, products, promotions, sellers } from '../../db/schema.js';
import { intArray, queryRows } from '../../lib/sql.js';
import {
  CatalogueIndexBuilder,
  normalizeQuery,
  type CatalogueIndex,
  type IndexedCategory,
  type ListFilter,
} from './catalogue-index.js';

const ACTIVE = 'ACTIVE';

function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** What a product-list request asks for; whitespace-only text asks for nothing. */
export type ListRequest = { kind: 'list' } | { kind: 'search'; query: string } | { kind: 'nothing' };

export function listRequest(body: ProductListBody): ListRequest {
  const text = body.searchString;
  if (text === undefined || text.trim() === LATEST_QUERY) return { kind: 'list' };
  const query = normalizeQuery(text);
  return query ? { kind: 'search', query } : { kind: 'nothing' };
}

/** Rows per query when loading the index: bounds the memory PGlite grows to for one result. */
const LOAD_CHUNK = 20_000;

/**
 * The index's input, read in chunks inside one repeatable-read transaction so the chunks and
 * the generation they are labelled with are one snapshot. Tabs and line breaks separate
 * fields and rows of each chunk's single text.
 */
async function loadIndex(db: Db): Promise<{ index: CatalogueIndex; generation: string }> {
  return db.transaction(
    async (tx) => {
      const [state] = await queryRows<{ generation: string; categories: string }>(
        tx,
        sql`SELECT (SELECT generation::text FROM catalogue_index_state) AS generation,
              (SELECT coalesce(json_agg(json_build_object('id', id, 'parentId', parent_id, 'active', status = ${ACTIVE},
                 'names', json_build_array(coalesce(name->>'en', ''), coalesce(name->>'kn', '')))), '[]')::text
               FROM categories) AS categories`,
      );
      if (!state) throw new Error('catalogue_index_state is empty');
      const builder = new CatalogueIndexBuilder(JSON.parse(state.categories) as IndexedCategory[]);
      for (let offset = 0; ; offset += LOAD_CHUNK) {
        const [chunk] = await queryRows<{ lines: string | null }>(
          tx,
          sql`SELECT string_agg(line, E'\n') AS lines FROM (
                SELECT concat_ws(E'\t', product_id, category_id, seller_id,
                  translate(title_en, E'\t\n\r', '   '), translate(title_kn, E'\t\n\r', '   '),
                  translate(brand_en, E'\t\n\r', '   '), translate(brand_kn, E'\t\n\r', '   ')) AS line
                FROM catalogue_entries ORDER BY created_at DESC, product_id DESC
                LIMIT ${LOAD_CHUNK} OFFSET ${offset}) AS page`,
        );
        if (!chunk?.lines) break;
        for (const line of chunk.lines.split('\n')) {
          const [id, categoryId, sellerId, titleEn = '', titleKn = '', brandEn = '', brandKn = ''] = line.split('\t');
          builder.add({
            id: Number(id),
            categoryId: Number(categoryId),
            sellerId: Number(sellerId),
            titles: [titleEn, titleKn],
            brands: [brandEn, brandKn],
          });
        }
      }
      return { index: builder.build(), generation: state.generation };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The in-memory index, rebuilt when the database's generation counter says what it holds has
 * changed. `invalidate()` (every catalogue write) only makes the next use check the counter, so
 * price and stock writes cost one tiny read, not a rebuild.
 */
function indexHolder(db: Db) {
  let current: { index: CatalogueIndex; generation: string } | undefined;
  let stale = true;
  let pending: Promise<CatalogueIndex> | undefined;

  async function generation(): Promise<string | undefined> {
    const [row] = await queryRows<{ generation: string }>(
      db,
      sql`SELECT generation::text AS generation FROM catalogue_index_state`,
    );
    return row?.generation;
  }

  async function refresh(): Promise<CatalogueIndex> {
    stale = false;
    try {
      if (current && current.generation === (await generation())) return current.index;
      current = await loadIndex(db);
      return current.index;
    } catch (error) {
      stale = true;
      throw error;
    }
  }

  return {
    get(): Promise<CatalogueIndex> {
      if (current && !stale) return Promise.resolve(current.index);
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(): void {
      stale = true;
    },
    /** True when another writer (another process) moved the generation since the last build. */
    async changedElsewhere(): Promise<boolean> {
      if (!current || stale) return false;
      const now = await generation();
      if (now === current.generation) return false;
      stale = true;
      return true;
    },
  };
}

/** Read access to the public catalogue. Knows SQL, not HTTP. */
export function catalogueRepository(db: Db) {
  const index = indexHolder(db);

  async function activeCategories() {
    return db
      .select()
      .from(categories)
      .where(eq(categories.status, ACTIVE))
      .orderBy(asc(categories.position), asc(categories.id));
  }

  /** Product cards of the given ids, in that order, as one JSON array text of the stored cards. */
  async function cardsJson(ids: Int32Array): Promise<string> {
    if (ids.length === 0) return '[]';
    const [row] = await queryRows<{ json: string }>(
      db,
      sql`SELECT '[' || coalesce(string_agg(e.card, ',' ORDER BY page.ord), '') || ']' AS json
          FROM unnest(${intArray(ids)}::int[]) WITH ORDINALITY AS page (id, ord)
          JOIN catalogue_entries e ON e.product_id = page.id`,
    );
    return row?.json ?? '[]';
  }

  /** One product as the encoded body of GET /api/eproduct/{id}, built by the database. */
  async function productJson(id: number): Promise<string | null> {
    const [row] = await queryRows<{ json: string }>(
      db,
      sql`SELECT json_build_object('data', json_build_object(
            'id', p.id, 'name', p.name, 'title', p.title, 'brand', p.brand, 'images', p.images,
            'sellerId', p.seller_id, 'categoryId', p.category_id,
            'variants', (product_card(p.id, p.title, p.brand, p.images, p.seller_id, p.category_id)::json)->'variants',
            'description', p.description, 'application', p.application, 'features', p.features,
            'dosage', p.dosage, 'status', p.status, 'cropTags', p.crop_tags,
            'category', json_build_object('id', c.id, 'name', c.name, 'slug', c.slug),
            'seller', json_build_object('id', s.id, 'name', s.name, 'slug', s.slug, 'image', s.image),
            'reviewInfo', json_build_object(
              'averageRating', CASE WHEN p.rating_count > 0
                THEN round(p.rating_sum::numeric / p.rating_count, 1) ELSE 0 END,
              'ratingCount', p.rating_count, 'ratingCounts', p.rating_counts),
            'createdDate', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          ))::text AS json
          FROM products p
          JOIN sellers s ON s.id = p.seller_id
          JOIN categories c ON c.id = p.category_id
          WHERE p.id = ${id} AND p.status = ${ACTIVE}`,
    );
    return row?.json ?? null;
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

    /**
     * One page of a product list as the encoded response body: which products and how many come
     * from the in-memory index, the cards from the database by primary key.
     */
    async listProductsJson(
      request: Exclude<ListRequest, { kind: 'nothing' }>,
      filter: ListFilter,
      page: PageQuery,
    ): Promise<string> {
      const current = await index.get();
      const ids = request.kind === 'search' ? current.search(request.query, filter) : current.list(filter);
      const start = page.pageNum * page.pageSize;
      const content = start < ids.length ? await cardsJson(ids.subarray(start, start + page.pageSize)) : '[]';
      return `{"content":${content},"totalPages":${pageCount(ids.length, page.pageSize)},"totalElements":${ids.length}}`;
    },

    /** Builds the index now rather than on the first request that needs it. */
    async warm(): Promise<void> {
      await index.get();
    },

    invalidate: index.invalidate,
    changedElsewhere: index.changedElsewhere,

    productJson,

    async product(id: number): Promise<Product | null> {
      const json = await productJson(id);
      return json === null ? null : (JSON.parse(json) as { data: Product }).data;
    },

    async promotions(): Promise<Promotion[]> {
      return db
        .select({
          id: promotions.id,
          title: promotions.title,
          imageUrl: promotions.imageUrl,
          onClickUrl: promotions.onClickUrl,
        })
        .from(promotions)
        .where(eq(promotions.status, ACTIVE))
        .orderBy(asc(promotions.position), asc(promotions.id));
    },

    /** For the sitemap: every active product's id and English title slug. */
    async productSlugs(): Promise<Array<{ id: number; slug: string }>> {
      const rows = await db
        .select({
          id: products.id,
          title: sql<string>`${products.title}->>'en'`,
          brand: sql<string>`${products.brand}->>'en'`,
        })
        .from(products)
        .where(eq(products.status, ACTIVE))
        .orderBy(asc(products.id));
      return rows.map((r) => ({ id: r.id, slug: slugify(`${r.brand} ${r.title}`) }));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;

import { asc, count, eq, sql } from 'drizzle-orm';
import {
  LATEST_QUERY,
  slugify,
  type AgronomyTerm,
  type Category,
  type PageQuery,
  type Product,
  type ProductListBody,
  type ProductSummary,
  type Promotion,
  type SellersResponse,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { categories, products, promotions, sellers } from '../../db/schema.js';
import { queryRows, type Executor } from '../../lib/sql.js';
import { collectGarbage } from '../../lib/collect-garbage.js';
import { CardStore } from './card-store.js';
import type { SearchSynonym } from './search-synonyms.js';
import type { Place } from './closest-places.js';
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

/** An agronomy_terms row `t` as the contract's agronomyTerm. */
const TERM_JSON = sql.raw(`json_build_object('slug', t.slug, 'kind', t.kind, 'name', t.name, 'imageUrl', t.image_url,
  'commonNames', t.common_names, 'romanised', t.romanised)`);

/** What a product-list request asks for; whitespace-only text asks for nothing. */
export type ListRequest = { kind: 'list' } | { kind: 'search'; query: string } | { kind: 'nothing' };

export function listRequest(body: ProductListBody): ListRequest {
  const text = body.searchString;
  if (text === undefined || text.trim() === LATEST_QUERY) return { kind: 'list' };
  const query = normalizeQuery(text);
  return query ? { kind: 'search', query } : { kind: 'nothing' };
}

/**
 * Rows per query when loading the index and cards: bounds the memory PGlite grows to for one
 * result (its memory never shrinks) and the garbage each chunk leaves, about 1 MB of text.
 */
const LOAD_CHUNK = 1_000;
/**
 * Each chunk arrives as two large strings (its texts, and its cards' bytes in hex), which V8 keeps
 * until a full collection; left to itself it let some 120 MB of them pile up during a load of
 * 100,000 products, and that pile was the server's peak memory. Collecting every few chunks
 * bounds it at a few milliseconds a time.
 */
const CHUNKS_PER_COLLECTION = 16;
/** Cards re-encoded since the last full load past which a full load is cheaper than patching. */
const MAX_CHANGED_CARDS = 5_000;
const MAX_CHANGED_BYTES = 8 * 1024 * 1024;

/** What the server holds of the catalogue, as of one snapshot of the database. */
interface Loaded {
  index: CatalogueIndex;
  cards: CardStore;
  /** `catalogue_index_state.generation`: moves when what the index holds changes. */
  generation: string;
  /**
   * `catalogue_index_state.changes` (migration 0012): moves on any change to what public answers
   * show beyond the listing (brands, promotions, category pictures, product texts).
   */
  changes: string;
  /**
   * The oldest transaction still running at the snapshot (`pg_snapshot_xmin`): cards written by
   * it or later may not have been visible, so the next refresh reads them again.
   */
  horizon: string;
}

type SnapshotState = Pick<Loaded, 'generation' | 'changes' | 'horizon'>;

async function snapshotState(tx: Executor): Promise<SnapshotState> {
  const [state] = await queryRows<SnapshotState>(
    tx,
    sql`SELECT generation::text AS generation, changes::text AS changes,
          pg_snapshot_xmin(pg_current_snapshot())::text AS horizon
        FROM catalogue_index_state`,
  );
  if (!state) throw new Error('catalogue_index_state is empty');
  return state;
}

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Crops, pests, diseases and weeds by id (migration 0016): every name a product is found by
 * through them (both languages, common names, romanised spellings), and the place a search with
 * no result may offer.
 */
async function agronomyTerms(tx: Executor): Promise<Map<number, { place: Place }>> {
  const rows = await queryRows<{
    id: number;
    slug: string;
    kind: string;
    name: { en: string; kn?: string };
    commonNames: string[];
    romanised: string[];
  }>(tx, sql`SELECT id, slug, kind, name, common_names AS "commonNames", romanised FROM agronomy_terms ORDER BY id`);
  return new Map(
    rows.map((t) => [
      t.id,
      {
        place: {
          suggestion: { kind: t.kind === 'crop' ? 'crop' : 'pest', slug: t.slug, name: t.name },
          words: [t.name.en, t.name.kn ?? '', ...t.commonNames, ...t.romanised].filter(Boolean),
        },
      },
    ]),
  );
}

/** The synonyms search expands farmers' words with (migration 0017, edited in the back office). */
async function searchSynonyms(tx: Executor): Promise<SearchSynonym[]> {
  return queryRows<SearchSynonym>(tx, sql`SELECT word, means FROM search_synonyms ORDER BY word`);
}

/**
 * The index's input and every card, read in chunks inside one repeatable-read transaction so
 * the chunks and the generation they are labelled with are one snapshot. Tabs and line breaks
 * separate fields and rows of each chunk's texts (a card is JSON: it has neither raw).
 */
async function loadIndex(db: Db): Promise<Loaded> {
  return db.transaction(async (tx) => {
    const state = await snapshotState(tx);
    const [tree] = await queryRows<{ categories: string }>(
      tx,
      sql`SELECT coalesce(json_agg(json_build_object('id', id, 'parentId', parent_id, 'active', status = ${ACTIVE}, 'slug', slug,
            'names', json_build_array(coalesce(name->>'en', ''), coalesce(name->>'kn', '')))), '[]')::text AS categories
          FROM categories`,
    );
    const terms = await agronomyTerms(tx);
    const builder = new CatalogueIndexBuilder(
      JSON.parse(tree?.categories ?? '[]') as IndexedCategory[],
      await searchSynonyms(tx),
      [...terms.values()].map((term) => term.place),
    );
    const cards = new CardStore();
    // Chunks follow the listing order by key, not OFFSET: an offset reads (and encodes) every
    // row before it again, which made the load quadratic.
    let after: { createdAt: string; id: number } | undefined;
    let chunks = 0;
    for (;;) {
      // Cards come as bytes (one UTF-8 run, a line break after each), straight into the card
      // store: as strings they were most of the garbage a load makes.
      const [chunk] = await queryRows<{ lines: string | null; cards: Uint8Array | null }>(
        tx,
        sql`SELECT string_agg(line, E'\n') AS lines, convert_to(string_agg(card || E'\n', ''), 'UTF8') AS cards FROM (
              SELECT concat_ws(E'\t', e.product_id, e.category_id, e.seller_id,
                translate(title_en, E'\t\n\r', '   '), translate(title_kn, E'\t\n\r', '   '),
                translate(brand_en, E'\t\n\r', '   '), translate(brand_kn, E'\t\n\r', '   '),
                e.created_at::text,
                translate(coalesce(p.description->>'en', ''), E'\t\n\r', '   '),
                translate(coalesce(p.description->>'kn', ''), E'\t\n\r', '   '),
                translate(array_to_string(p.crop_tags, ' '), E'\t\n\r', '   '),
                (SELECT string_agg(pt.term_id::text, ' ') FROM product_agronomy_terms pt WHERE pt.product_id = e.product_id),
                (SELECT translate(string_agg(concat_ws(' ', i->'name'->>'en', i->'name'->>'kn'), ' '), E'\t\n\r', '   ')
                   FROM jsonb_array_elements(p.agronomy->'ingredients') AS i)) AS line, card
              FROM catalogue_entries e JOIN products p ON p.id = e.product_id
              ${after ? sql`WHERE (e.created_at, e.product_id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
              ORDER BY e.created_at DESC, e.product_id DESC
              LIMIT ${LOAD_CHUNK}) AS page`,
      );
      if (!chunk?.lines || !chunk.cards) break;
      const ids: number[] = [];
      for (const line of chunk.lines.split('\n')) {
        const [
          id,
          categoryId,
          sellerId,
          titleEn = '',
          titleKn = '',
          brandEn = '',
          brandKn = '',
          createdAt = '',
          descriptionEn = '',
          descriptionKn = '',
          crops = '',
          termIds = '',
          ingredients = '',
        ] = line.split('\t');
        const cropNames = [crops.replaceAll('-', ' ')];
        const pestNames: string[] = [];
        for (const termId of termIds.split(' ')) {
          const term = terms.get(Number(termId));
          if (term) (term.place.suggestion.kind === 'crop' ? cropNames : pestNames).push(...term.place.words);
        }
        builder.add({
          id: Number(id),
          categoryId: Number(categoryId),
          sellerId: Number(sellerId),
          titles: [titleEn, titleKn],
          brands: [brandEn, brandKn],
          ingredients: [ingredients],
          crops: cropNames,
          pests: pestNames,
          descriptions: [descriptionEn, descriptionKn],
        });
        ids.push(Number(id));
        after = { createdAt, id: Number(id) };
      }
      cards.addChunk(ids, chunk.cards);
      if (++chunks % CHUNKS_PER_COLLECTION === 0) collectGarbage();
    }
    return { index: builder.build(), cards, ...state };
  }, SNAPSHOT);
}

/**
 * Cards written since `horizon`, with the state they were read at; `null` when there are more
 * than a patch should carry (a full load is then cheaper).
 */
async function changedCards(
  db: Db,
  horizon: string,
): Promise<(SnapshotState & { cards: Array<{ id: number; card: string }> }) | null> {
  return db.transaction(async (tx) => {
    const state = await snapshotState(tx);
    const cards = await queryRows<{ id: number; card: string }>(
      tx,
      // Ordered by the stamp so the planner walks its index: without statistics (PGlite runs no
      // autovacuum) a bare LIMIT looked cheapest as a scan of every entry, 250 ms at 100,000.
      sql`SELECT product_id AS id, card FROM catalogue_entries
          WHERE card_txid >= ${horizon}::xid8 ORDER BY card_txid LIMIT ${MAX_CHANGED_CARDS + 1}`,
    );
    return cards.length > MAX_CHANGED_CARDS ? null : { ...state, cards };
  }, SNAPSHOT);
}

/**
 * The in-memory index and cards, reloaded when the database's generation counter says what the
 * index holds has changed, and patched with the cards re-encoded since the last look otherwise.
 * `invalidate()` (every catalogue write) only makes the next use look, so a price or stock
 * write costs one small read, not a reload.
 */
function indexHolder(db: Db) {
  let current: Loaded | undefined;
  let stale = true;
  let pending: Promise<Loaded> | undefined;
  /** Whether the last refresh found the database changed since the load before it. */
  let refreshFoundChanges = false;

  async function refresh(): Promise<Loaded> {
    stale = false;
    try {
      if (current && current.cards.changedByteSize < MAX_CHANGED_BYTES) {
        const changes = await changedCards(db, current.horizon);
        if (changes && changes.generation === current.generation) {
          for (const { id, card } of changes.cards) current.cards.replace(id, card);
          refreshFoundChanges = changes.cards.length > 0 || changes.changes !== current.changes;
          current.horizon = changes.horizon;
          current.changes = changes.changes;
          return current;
        }
      }
      refreshFoundChanges = current !== undefined;
      current = await loadIndex(db);
      // The index held before a large load is garbage now, as are the load's last chunks; a
      // small catalogue leaves too little to be worth a collection.
      if (current.index.productCount >= LOAD_CHUNK * CHUNKS_PER_COLLECTION) collectGarbage();
      return current;
    } catch (error) {
      stale = true;
      throw error;
    }
  }

  function get(): Promise<Loaded> {
    if (current && !stale) return Promise.resolve(current);
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    get,
    invalidate(): void {
      stale = true;
    },
    /**
     * True when another writer (another process) changed the index's input, a card, or anything
     * else public answers show since the last look.
     */
    async changedElsewhere(): Promise<boolean> {
      if (!current) return false;
      if (stale) {
        // Nothing has used the index since the last clear, so answers cached since then (product
        // pages, brands, promotions) were never compared with the database: bring the index up to
        // date and compare what it found with what it held before.
        await get();
        return refreshFoundChanges;
      }
      // The newest stamp is one step down the stamp's index whatever the planner knows; an
      // EXISTS over the range was planned as a scan of every entry without statistics (PGlite
      // runs no autovacuum): 50-650 ms on the one thread every poll at 100,000 products.
      const [row] = await queryRows<{ generation: string; changes: string; cards: boolean }>(
        db,
        sql`SELECT generation::text AS generation, changes::text AS changes,
              coalesce((SELECT max(card_txid) FROM catalogue_entries) >= ${current.horizon}::xid8, false) AS cards
            FROM catalogue_index_state`,
      );
      if (row?.generation === current.generation && row.changes === current.changes && !row.cards) return false;
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
            'agronomy', p.agronomy || jsonb_build_object('crops', a.crops, 'targets', a.targets),
            'agronomyTerms', a.terms,
            'label', p.label,
            'category', json_build_object('id', c.id, 'name', c.name, 'slug', c.slug),
            'seller', json_build_object('id', s.id, 'name', s.name, 'slug', s.slug, 'image', s.image,
              'licences', s.licences),
            'reviewInfo', json_build_object(
              'averageRating', CASE WHEN p.rating_count > 0
                THEN round(p.rating_sum::numeric / p.rating_count, 1) ELSE 0 END,
              'ratingCount', p.rating_count, 'ratingCounts', p.rating_counts),
            'createdDate', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          ))::text AS json
          FROM products p
          JOIN sellers s ON s.id = p.seller_id
          JOIN categories c ON c.id = p.category_id
          CROSS JOIN LATERAL (
            SELECT coalesce(array_agg(t.slug ORDER BY t.id) FILTER (WHERE t.kind = 'crop'), '{}') AS crops,
                   coalesce(array_agg(t.slug ORDER BY t.id) FILTER (WHERE t.kind <> 'crop'), '{}') AS targets,
                   coalesce(json_agg(${TERM_JSON} ORDER BY t.id), '[]') AS terms
            FROM product_agronomy_terms pt JOIN agronomy_terms t ON t.id = pt.term_id
            WHERE pt.product_id = p.id) AS a
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
     * from the in-memory index, their cards from the in-memory card store; no query.
     */
    async listProductsBody(
      request: Exclude<ListRequest, { kind: 'nothing' }>,
      filter: ListFilter,
      page: PageQuery,
    ): Promise<Buffer> {
      const { index: current, cards } = await index.get();
      const { ids, searchedFor } =
        request.kind === 'search' ? current.search(request.query, filter) : { ids: current.list(filter) };
      const start = page.pageNum * page.pageSize;
      const onPage = start < ids.length ? ids.subarray(start, start + page.pageSize) : ids.subarray(0, 0);
      const understood =
        searchedFor !== undefined
          ? `,"searchedFor":${JSON.stringify(searchedFor)}`
          : request.kind === 'search' && ids.length === 0
            ? `,"closest":${JSON.stringify(current.closest(request.query))}`
            : '';
      return cards.page(
        onPage,
        '{"content":',
        `,"totalPages":${pageCount(ids.length, page.pageSize)},"totalElements":${ids.length}${understood}}`,
      );
    },

    /** A listing's first card (newest first) as the list API sends it: what its first screen shows largest. */
    async firstCard(filter: ListFilter): Promise<ProductSummary | null> {
      const { index: current, cards } = await index.get();
      const ids = current.list(filter).subarray(0, 1);
      if (ids.length === 0) return null;
      const [card] = JSON.parse(cards.page(ids, '', '').toString('utf8')) as ProductSummary[];
      return card ?? null;
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

    /** Every crop, pest, disease and weed, crops first, each kind in the reference table's order. */
    async agronomyTerms(): Promise<AgronomyTerm[]> {
      const [row] = await queryRows<{ terms: AgronomyTerm[] }>(
        db,
        sql`SELECT coalesce(json_agg(${TERM_JSON}
              ORDER BY array_position(ARRAY['crop', 'pest', 'disease', 'weed'], t.kind), t.id), '[]') AS terms
            FROM agronomy_terms t`,
      );
      return row?.terms ?? [];
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

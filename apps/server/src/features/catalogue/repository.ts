import { asc, count, eq, sql } from 'drizzle-orm';
import {
  LATEST_QUERY,
  slugify,
  type AgronomyTerm,
  type Category,
  type LocalizedText,
  type PageQuery,
  type Product,
  type ProductListBody,
  type ProductSummary,
  type Promotion,
  type SellersResponse,
  type Variant,
} from '@krishi/contract';
import type { Histogram } from 'prom-client';
import type { Db } from '../../db/client.js';
import { categories, products, promotions, sellers } from '../../db/schema.js';
import { queryRows, type Executor } from '../../lib/sql.js';
import { batchedReads } from '../../lib/batched-reads.js';
import type { CatalogueLine, CatalogueLookup } from '../../lib/catalogue-line.js';
import { collectGarbage } from '../../lib/collect-garbage.js';
import { sharedRefresh } from '../../lib/shared-refresh.js';
import type { TaggedBody } from '../../lib/response-cache.js';
import { CardStore } from './card-store.js';
import {
  FacetIndexBuilder,
  type CardVariant,
  type FacetIndex,
  type FacetName,
  type FacetEntry,
  type FacetTerm,
  type ListingQuery,
} from './listing-facets.js';
import { reorder } from './listing-order.js';
import type { SearchSynonym } from './search-synonyms.js';
import type { Place } from './closest-places.js';
import {
  CatalogueIndexBuilder,
  normalizeQuery,
  recategorised,
  type CatalogueIndex,
  type IndexedCategory,
  type IndexedProduct,
  type ListFilter,
} from './catalogue-index.js';

const ACTIVE = 'ACTIVE';
/** Product answers read in one statement at most: the fifty connections of the bench fit in one. */
const PRODUCT_READ_BATCH = 64;

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
 * 100,000 products, and that pile was the server's peak memory. A chunk's garbage is some 8 MB of
 * the process's memory: collecting every 16 chunks let the load peak at 685 MB, every 2 at 529 MB
 * (every one, 526 MB), in no longer a load (docs/benchmarks.md, "A catalogue load's peak").
 */
const CHUNKS_PER_COLLECTION = 2;
/** Cards re-encoded since the last full load past which a full load is cheaper than patching. */
const MAX_CHANGED_CARDS = 5_000;
/** Products changed since the last look past which a full load is cheaper than patching. */
const MAX_CHANGED_PRODUCTS = 5_000;
const MAX_CHANGED_BYTES = 8 * 1024 * 1024;

/** What the server holds of the catalogue, as of one snapshot of the database. */
interface Loaded {
  index: CatalogueIndex;
  cards: CardStore;
  /** Prices, stock, ratings, crops, pests and popularity for filters, sorts and facets. */
  facets: FacetIndex;
  /** Every seller, active or not, by id. */
  sellers: ReadonlyMap<number, HeldSeller>;
  /**
   * Crops, pests, diseases and weeds by id, as the load read them: a patch names a product's crops
   * and pests by them.
   */
  terms: Terms;
  /**
   * `catalogue_index_state.generation`: moves when every product may be found by other words
   * (agronomy terms, a truncate).
   */
  generation: string;
  /**
   * `catalogue_index_state.changes` (migration 0012): moves on any change to what public answers
   * show beyond the listing (brands, promotions, category pictures, product texts).
   */
  changes: string;
  /** `catalogue_index_state.synonyms` (migration 0028): moves when the search synonyms change. */
  synonyms: string;
  /** `catalogue_index_state.categories` (migration 0029): moves when a category changes. */
  categories: string;
  /**
   * The oldest transaction still running at the snapshot (`pg_snapshot_xmin`): cards written by
   * it or later may not have been visible, so the next refresh reads them again.
   */
  horizon: string;
}

type SnapshotState = Pick<Loaded, 'generation' | 'changes' | 'synonyms' | 'categories' | 'horizon'>;

async function snapshotState(tx: Executor): Promise<SnapshotState> {
  const [state] = await queryRows<SnapshotState>(
    tx,
    sql`SELECT generation::text AS generation, changes::text AS changes, synonyms::text AS synonyms,
          categories::text AS categories, pg_snapshot_xmin(pg_current_snapshot())::text AS horizon
        FROM catalogue_index_state`,
  );
  if (!state) throw new Error('catalogue_index_state is empty');
  return state;
}

type Terms = Map<number, { place: Place; facet: FacetTerm }>;

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Crops, pests, diseases and weeds by id (migration 0016): every name a product is found by
 * through them (both languages, common names, romanised spellings), and the place a search with
 * no result may offer.
 */
async function agronomyTerms(tx: Executor): Promise<Terms> {
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
        facet: { id: t.id, slug: t.slug, crop: t.kind === 'crop', name: t.name },
      },
    ]),
  );
}

/** A seller as the catalogue holds it: a brand facet's name, and what a cart line shows and is judged by. */
interface HeldSeller {
  name: LocalizedText;
  active: boolean;
  customerCareNumber: string;
  businessName: string;
  pinCode: string;
  servedStates: string[];
}

/** A card as the database encodes it (`product_card`, migration 0002). */
interface HeldCard {
  title: LocalizedText;
  brand: LocalizedText;
  images: string[];
  sellerId: number;
  variants: Variant[];
}

/** Every seller by id: the brand facet's values (a brand page is its seller's listing) and the cart lines' sellers. */
async function sellersNow(tx: Executor): Promise<Map<number, HeldSeller>> {
  const rows = await queryRows<HeldSeller & { id: number }>(
    tx,
    sql`SELECT id, name, status = ${ACTIVE} AS active, customer_care_number AS "customerCareNumber",
          business_name AS "businessName", pincode AS "pinCode", served_states AS "servedStates"
        FROM sellers ORDER BY id`,
  );
  return new Map(rows.map(({ id, ...seller }) => [id, seller]));
}

const namesOf = (sellers: ReadonlyMap<number, HeldSeller>): Map<number, FacetName> =>
  new Map([...sellers].map(([id, seller]) => [id, seller.name]));

/**
 * A product's variants as the load reads them: `price:salePrice:inventory:available` each,
 * separated by spaces (the sale price empty when there is none).
 */
function loadedVariants(text: string): CardVariant[] {
  if (!text) return [];
  return text.split(' ').map((v) => {
    const [price = '0', salePrice = '', inventory = '0', available = '0'] = v.split(':');
    return {
      price: Number(price),
      salePrice: salePrice === '' ? null : Number(salePrice),
      inventory: Number(inventory),
      isProductAvailable: available === '1',
    };
  });
}

/** Every category, active or not, with the names a product in it is found by. */
async function categoryTree(tx: Executor): Promise<IndexedCategory[]> {
  const [tree] = await queryRows<{ categories: string }>(
    tx,
    sql`SELECT coalesce(json_agg(json_build_object('id', id, 'parentId', parent_id, 'active', status = ${ACTIVE}, 'slug', slug,
          'names', json_build_array(coalesce(name->>'en', ''), coalesce(name->>'kn', '')))), '[]')::text AS categories
        FROM categories`,
  );
  return JSON.parse(tree?.categories ?? '[]') as IndexedCategory[];
}

/** The synonyms search expands farmers' words with (migration 0017, edited in the back office). */
async function searchSynonyms(tx: Executor): Promise<SearchSynonym[]> {
  return queryRows<SearchSynonym>(tx, sql`SELECT word, means FROM search_synonyms ORDER BY word`);
}

/**
 * One product's index input as a line of tab-separated fields (a card is JSON: it has neither
 * raw tab nor line break), from `catalogue_entries e JOIN products p`.
 */
const INDEX_LINE = sql.raw(`concat_ws(E'\t', e.product_id, e.category_id, e.seller_id,
  translate(title_en, E'\t\n\r', '   '), translate(title_kn, E'\t\n\r', '   '),
  translate(brand_en, E'\t\n\r', '   '), translate(brand_kn, E'\t\n\r', '   '),
  e.created_at::text, (extract(epoch FROM e.created_at) * 1000000)::bigint,
  translate(coalesce(p.description->>'en', ''), E'\t\n\r', '   '),
  translate(coalesce(p.description->>'kn', ''), E'\t\n\r', '   '),
  translate(array_to_string(p.crop_tags, ' '), E'\t\n\r', '   '),
  -- concat_ws leaves out a null: every field that may be one is made empty instead.
  coalesce((SELECT string_agg(pt.term_id::text, ' ') FROM product_agronomy_terms pt
    WHERE pt.product_id = e.product_id), ''),
  coalesce((SELECT translate(string_agg(concat_ws(' ', i->'name'->>'en', i->'name'->>'kn'), ' '), E'\t\n\r', '   ')
     FROM jsonb_array_elements(p.agronomy->'ingredients') AS i), ''),
  coalesce((SELECT string_agg(concat_ws(':', v.price, coalesce(v.sale_price::text, ''), v.inventory,
     v.is_product_available::int), ' ') FROM variants v WHERE v.product_id = e.product_id), ''),
  p.rating_sum, p.rating_count)`);

/** A product as the index and the facets take it, from its INDEX_LINE. */
interface IndexInput {
  product: IndexedProduct;
  facet: FacetEntry;
  /** `created_at` as PostgreSQL writes it: where the next load chunk starts. */
  createdAtText: string;
}

function indexInput(line: string, terms: Terms): IndexInput {
  const [
    id,
    categoryId,
    sellerId,
    titleEn = '',
    titleKn = '',
    brandEn = '',
    brandKn = '',
    createdAtText = '',
    createdAt = '0',
    descriptionEn = '',
    descriptionKn = '',
    crops = '',
    termIds = '',
    ingredients = '',
    variants = '',
    ratingSum = '0',
    ratingCount = '0',
  ] = line.split('\t');
  const cropNames = [crops.replaceAll('-', ' ')];
  const pestNames: string[] = [];
  for (const termId of termIds.split(' ')) {
    const term = terms.get(Number(termId));
    if (term) (term.place.suggestion.kind === 'crop' ? cropNames : pestNames).push(...term.place.words);
  }
  return {
    product: {
      id: Number(id),
      createdAt: Number(createdAt),
      categoryId: Number(categoryId),
      sellerId: Number(sellerId),
      titles: [titleEn, titleKn],
      brands: [brandEn, brandKn],
      ingredients: [ingredients],
      crops: cropNames,
      pests: pestNames,
      descriptions: [descriptionEn, descriptionKn],
    },
    facet: {
      id: Number(id),
      sellerId: Number(sellerId),
      termIds: termIds ? termIds.split(' ').map(Number) : [],
      variants: loadedVariants(variants),
      rating: { sum: Number(ratingSum), count: Number(ratingCount) },
    },
    createdAtText,
  };
}

/**
 * The index's input and every card, read in chunks inside one repeatable-read transaction so
 * the chunks and the generation they are labelled with are one snapshot.
 */
async function loadIndex(db: Db): Promise<Loaded> {
  return db.transaction(async (tx) => {
    const state = await snapshotState(tx);
    const terms = await agronomyTerms(tx);
    const builder = new CatalogueIndexBuilder(
      await categoryTree(tx),
      await searchSynonyms(tx),
      [...terms.values()].map((term) => term.place),
    );
    const sellers = await sellersNow(tx);
    const facets = new FacetIndexBuilder(
      namesOf(sellers),
      [...terms.values()].map((term) => term.facet),
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
              SELECT ${INDEX_LINE} AS line, card
              FROM catalogue_entries e JOIN products p ON p.id = e.product_id
              ${after ? sql`WHERE (e.created_at, e.product_id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
              ORDER BY e.created_at DESC, e.product_id DESC
              LIMIT ${LOAD_CHUNK}) AS page`,
      );
      if (!chunk?.lines || !chunk.cards) break;
      const ids: number[] = [];
      for (const line of chunk.lines.split('\n')) {
        const { product, facet, createdAtText } = indexInput(line, terms);
        builder.add(product);
        facets.add(facet.id, facet.sellerId, facet.termIds, facet.variants, facet.rating);
        ids.push(product.id);
        after = { createdAt: createdAtText, id: product.id };
      }
      cards.addChunk(ids, chunk.cards);
      if (++chunks % CHUNKS_PER_COLLECTION === 0) collectGarbage();
    }
    return { index: builder.build(), cards, facets: facets.build(), sellers, terms, ...state };
  }, SNAPSHOT);
}

interface ChangedCard {
  id: number;
  card: string;
  ratingSum: number;
  ratingCount: number;
}

/** What changed since a look at the catalogue, as of one snapshot. */
interface Changes extends SnapshotState {
  /** Cards written since: prices, stock, ratings, and the cards of products listed anew. */
  cards: ChangedCard[];
  /** Products whose index input changed since, with their input now (listed), or their id (no longer listed). */
  listed: string[];
  unlisted: number[];
  /**
   * Every seller, when products, categories or anything else public answers show changed (null
   * when nothing did): the facets' brands, one of which may be new or renamed since, and the
   * sellers of cart lines.
   */
  sellers: Map<number, HeldSeller> | null;
  /** Every category, when one changed since (null when none did). */
  tree: IndexedCategory[] | null;
  /** The search synonyms, when they changed since (null when they did not). */
  synonymList: SearchSynonym[] | null;
}

/**
 * Cards and products changed since `horizon`, with the state they were read at; `null` when
 * there are more than a patch should carry (a full load is then cheaper).
 */
async function changesSince(db: Db, loaded: Loaded): Promise<Changes | null> {
  const { horizon } = loaded;
  return db.transaction(async (tx) => {
    const state = await snapshotState(tx);
    const cards = await queryRows<ChangedCard>(
      tx,
      // Ordered by the stamp so the planner walks its index: without statistics (PGlite runs no
      // autovacuum) a bare LIMIT looked cheapest as a scan of every entry, 250 ms at 100,000.
      // A review moves the stamp too (migration 0021), so the rating comes with the card, read
      // per entry by the product's key (a join could be planned as a scan of every product).
      sql`SELECT product_id AS id, card,
            (SELECT rating_sum FROM products p WHERE p.id = product_id) AS "ratingSum",
            (SELECT rating_count FROM products p WHERE p.id = product_id) AS "ratingCount"
          FROM catalogue_entries
          WHERE card_txid >= ${horizon}::xid8 ORDER BY card_txid LIMIT ${MAX_CHANGED_CARDS + 1}`,
    );
    if (cards.length > MAX_CHANGED_CARDS) return null;
    const stamped = await queryRows<{ id: number }>(
      tx,
      sql`SELECT product_id AS id FROM catalogue_index_changes WHERE changed_txid >= ${horizon}::xid8
          ORDER BY changed_txid LIMIT ${MAX_CHANGED_PRODUCTS + 1}`,
    );
    const changed = new Set(stamped.map((product) => product.id));
    const tree = state.categories !== loaded.categories ? await categoryTree(tx) : null;
    // A changed category's products are found by its new names: they are patched as changed.
    if (tree) for (const id of loaded.index.productsIn(recategorised(loaded.index.categoryList, tree))) changed.add(id);
    if (changed.size > MAX_CHANGED_PRODUCTS) return null;
    // In chunks, as the load reads them: one result of thousands of descriptions would grow
    // PGlite's memory for good.
    const listed: string[] = [];
    const unlisted = new Set(changed);
    const ids = [...changed];
    for (let at = 0; at < ids.length; at += LOAD_CHUNK) {
      const chunk = ids.slice(at, at + LOAD_CHUNK);
      const rows = await queryRows<{ id: number; line: string }>(
        tx,
        sql`SELECT e.product_id AS id, ${INDEX_LINE} AS line
            FROM catalogue_entries e JOIN products p ON p.id = e.product_id
            WHERE e.product_id = ANY (${`{${chunk.join(',')}}`}::int[])`,
      );
      for (const { id, line } of rows) {
        listed.push(line);
        unlisted.delete(id);
      }
    }
    const sellers = changed.size > 0 || tree || state.changes !== loaded.changes ? await sellersNow(tx) : null;
    const synonymList = state.synonyms !== loaded.synonyms ? await searchSynonyms(tx) : null;
    return { ...state, cards, listed, unlisted: [...unlisted], sellers, tree, synonymList };
  }, SNAPSHOT);
}

/**
 * The catalogue with the products changed since the last look put in place: removed from the
 * listing, or listed again with what they are now. Index, facets and cards move together.
 * Returns the ids it listed, or null when no product or category changed.
 */
function patchProducts(loaded: Loaded, changes: Changes): ReadonlySet<number> | null {
  const { sellers } = changes;
  if (sellers === null || (changes.listed.length === 0 && changes.unlisted.length === 0 && changes.tree === null)) {
    return null;
  }
  const inputs = changes.listed.map((line) => indexInput(line, loaded.terms));
  const products: IndexedProduct[] = inputs.map((input) => input.product);
  const facets: FacetEntry[] = inputs.map((input) => input.facet);
  const order = reorder(loaded.index.order, new Set(changes.unlisted), products);
  loaded.index = loaded.index.patched(order, products, changes.tree ?? undefined);
  loaded.facets = loaded.facets.patched(order, facets, namesOf(sellers));
  for (const id of changes.unlisted) loaded.cards.remove(id);
  return new Set(products.map((product) => product.id));
}

/** What the catalogue reports to, a narrow port it owns (observability serves it at /metrics). */
export interface CatalogueMetrics {
  /** Each refresh after a change and its seconds, by kind: `load` or `patch`. */
  refreshes: Pick<Histogram<'kind'>, 'observe'>;
}

/** How far back the popular sort counts units ordered. */
const POPULARITY_DAYS = 30;
/** Units ordered are counted again at least this often, so old orders leave the window on time. */
const POPULARITY_MAX_AGE_MS = 60 * 60 * 1000;

/** Units ordered per product in the last POPULARITY_DAYS, from the order lines' stock movements (cancelled orders left out). */
async function unitsOrdered(db: Db): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; units: number }>(
    db,
    sql`SELECT v.product_id AS id, sum(-m.change)::int AS units
        FROM stock_movements m
        JOIN orders o ON o.id = m.order_id
        JOIN variants v ON v.id = m.variant_id
        WHERE m.reason = 'order' AND o.status <> 'Cancelled'
          AND o.created_at >= now() - make_interval(days => ${POPULARITY_DAYS})
        GROUP BY v.product_id`,
  );
  return new Map(rows.map((r) => [r.id, r.units]));
}

/** The newest stock movement: an order or a cancel adds some, so popularity is counted again only when it moves. */
async function latestMovement(db: Db): Promise<string> {
  const [latest] = await queryRows<{ marker: string }>(
    db,
    sql`SELECT coalesce(max(id), 0)::text AS marker FROM stock_movements`,
  );
  return latest?.marker ?? '0';
}

/**
 * The in-memory index and cards, reloaded when the database's generation counter says what the
 * index holds has changed, and patched with the cards re-encoded since the last look otherwise.
 * `invalidate()` (every catalogue write) only makes the next use look, so a price or stock
 * write costs one small read, not a reload.
 */
function indexHolder(db: Db, metrics: CatalogueMetrics) {
  let current: Loaded | undefined;
  /** Whether the last refresh found the database changed since the load before it. */
  let refreshFoundChanges = false;
  /** Units ordered in the window as last counted; null until a listing sorted by them asks. */
  let popularity: { marker: string; units: Map<number, number>; countedAt: number } | null = null;
  /** The facets that hold those units: a load or a patch makes new facets. */
  let popularityIn: FacetIndex | null = null;

  /**
   * Units ordered, put into the facets a listing sorted by them is about to use: counted again
   * when an order or cancel came since (the newest stock movement moved) or the count is old.
   * Only such a listing asks. Counting reads every order of the window and sorts every product
   * (17 ms and more at 100,000 products), and counted at each refresh it was paid after every
   * order by the next request that used the catalogue.
   */
  async function countPopularity(loaded: Loaded): Promise<void> {
    const marker = await latestMovement(db);
    if (
      popularity === null ||
      marker !== popularity.marker ||
      Date.now() - popularity.countedAt > POPULARITY_MAX_AGE_MS
    ) {
      popularity = { marker, units: await unitsOrdered(db), countedAt: Date.now() };
      popularityIn = null;
    }
    if (popularityIn !== loaded.facets) {
      loaded.facets.setPopularity(popularity.units);
      popularityIn = loaded.facets;
    }
  }

  async function refresh(): Promise<Loaded> {
    const started = performance.now();
    const timed = (kind: 'load' | 'patch') => metrics.refreshes.observe({ kind }, (performance.now() - started) / 1000);
    if (current && current.cards.changedByteSize < MAX_CHANGED_BYTES) {
      const changes = await changesSince(db, current);
      if (changes && changes.generation === current.generation) {
        let listed: ReadonlySet<number> | null;
        try {
          listed = patchProducts(current, changes);
        } catch (error) {
          // The index's postings may be half rewritten (a patch rewrites them in place): the
          // next use loads the catalogue afresh.
          current = undefined;
          throw error;
        }
        for (const { id, card, ratingSum, ratingCount } of changes.cards) {
          current.cards.replace(id, card);
          // A product the patch listed has its prices and rating from the same snapshot; marking
          // it changed again would have the next patch sort every order (past MAX_REPAIRS).
          if (listed?.has(id)) continue;
          const { variants } = JSON.parse(card) as { variants: CardVariant[] };
          current.facets.update(id, variants, { sum: ratingSum, count: ratingCount });
        }
        if (changes.synonymList) current.index = current.index.withSynonyms(changes.synonymList);
        refreshFoundChanges =
          changes.cards.length > 0 ||
          changes.listed.length > 0 ||
          changes.unlisted.length > 0 ||
          changes.synonymList !== null ||
          changes.tree !== null ||
          changes.changes !== current.changes;
        // Something public answers show changed beyond the cards: a brand's name may be it. A patch
        // gave the facets these names already.
        if (listed === null && changes.sellers) current.facets.renameSellers(namesOf(changes.sellers));
        if (changes.sellers) current.sellers = changes.sellers;
        current.horizon = changes.horizon;
        current.changes = changes.changes;
        current.synonyms = changes.synonyms;
        current.categories = changes.categories;
        timed('patch');
        return current;
      }
    }
    refreshFoundChanges = current !== undefined;
    current = await loadIndex(db);
    // The index held before a large load is garbage now, as are the load's last chunks; a
    // small catalogue leaves too little to be worth a collection.
    if (current.index.productCount >= LOAD_CHUNK * CHUNKS_PER_COLLECTION) collectGarbage();
    timed('load');
    return current;
  }

  const refreshes = sharedRefresh(refresh);

  /**
   * The index as of the last write: a caller asking while a refresh runs waits for it, since the
   * index held lacks the write that started it (on PostgreSQL a reload takes long enough for
   * many requests to come meanwhile).
   */
  function get(): Promise<Loaded> {
    if (current && refreshes.upToDate()) return Promise.resolve(current);
    return refreshes.run();
  }

  const invalidate = () => refreshes.invalidate();

  return {
    get,
    invalidate,
    countPopularity,
    /**
     * True when another writer (another process) changed the index's input, a card, or anything
     * else public answers show since the last look.
     */
    async changedElsewhere(): Promise<boolean> {
      if (!current) return false;
      // Orders leave the popularity window with time alone: answers sorted by it are made again,
      // and count again.
      if (popularity !== null && Date.now() - popularity.countedAt > POPULARITY_MAX_AGE_MS) {
        popularity = null;
        invalidate();
        return true;
      }
      if (!refreshes.upToDate()) {
        // Nothing has used the index since the last clear, so answers cached since then (product
        // pages, brands, promotions) were never compared with the database: bring the index up to
        // date and compare what it found with what it held before.
        await get();
        return refreshFoundChanges;
      }
      // The newest stamp is one step down the stamp's index whatever the planner knows; an
      // EXISTS over the range was planned as a scan of every entry without statistics (PGlite
      // runs no autovacuum): 50-650 ms on the one thread every poll at 100,000 products.
      const [row] = await queryRows<{
        generation: string;
        changes: string;
        synonyms: string;
        categories: string;
        cards: boolean;
        products: boolean;
      }>(
        db,
        sql`SELECT generation::text AS generation, changes::text AS changes, synonyms::text AS synonyms,
              categories::text AS categories,
              coalesce((SELECT max(card_txid) FROM catalogue_entries) >= ${current.horizon}::xid8, false) AS cards,
              coalesce((SELECT max(changed_txid) FROM catalogue_index_changes) >= ${current.horizon}::xid8, false) AS products
            FROM catalogue_index_state`,
      );
      if (
        row?.generation === current.generation &&
        row.changes === current.changes &&
        row.synonyms === current.synonyms &&
        row.categories === current.categories &&
        !row.cards &&
        !row.products
      ) {
        return false;
      }
      invalidate();
      return true;
    },
  };
}

/** Read access to the public catalogue. Knows SQL, not HTTP. */
export function catalogueRepository(db: Db, metrics: CatalogueMetrics) {
  const index = indexHolder(db, metrics);

  async function activeCategories() {
    return db
      .select()
      .from(categories)
      .where(eq(categories.status, ACTIVE))
      .orderBy(asc(categories.position), asc(categories.id));
  }

  /** Products' answers as the database keeps them built, without their variants (migration 0026). */
  const productBodies = batchedReads(async (ids: number[]) => {
    const rows = await queryRows<{ id: number; body: string }>(
      db,
      sql`SELECT product_id AS id, body FROM product_answers WHERE product_id = ANY (${`{${ids.join(',')}}`}::int[])`,
    );
    return new Map(rows.map((row) => [row.id, row.body]));
  }, PRODUCT_READ_BATCH);

  /**
   * The encoded body of GET /api/eproduct/{id}, or null for a product that is not shown. The
   * variants are the card's, as the listing shows them: the card store holds exactly the shown
   * products, and its cards are brought up to date by the same refresh as the listing's.
   */
  async function productJson(id: number): Promise<string | null> {
    const { cards } = await index.get();
    const card = cards.card(id);
    if (card === undefined) return null;
    const body = await productBodies(id);
    // Deleted since the card was looked up.
    if (body === undefined) return null;
    const { variants } = JSON.parse(card.toString()) as { variants: unknown };
    return `{"data":{"variants":${JSON.stringify(variants)},${body.slice(1)}}`;
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
     * A lookup of listed variants as cart lines, from the cards and sellers held in memory,
     * brought up to date first as a listing's are. Taken before a cart's transaction, since on
     * PGlite a refresh inside one would wait for it. A variant its product's card does not hold
     * (another product's, or one of a product no longer listed) is left out.
     */
    async cartLines(): Promise<CatalogueLookup> {
      const { cards, sellers } = await index.get();
      return (wanted) => {
        const lines = new Map<number, CatalogueLine>();
        for (const { productId, variantId } of wanted) {
          const card = cards.card(productId);
          if (card === undefined) continue;
          const { title, brand, images, sellerId, variants } = JSON.parse(card.toString()) as HeldCard;
          const variant = variants.find((held) => held.id === variantId);
          const seller = sellers.get(sellerId);
          if (!variant || !seller) continue;
          const { name, active, ...reached } = seller;
          lines.set(variantId, {
            product: { id: productId, title, brand, images, seller: { id: sellerId, name } },
            productActive: active,
            variant,
            seller: { id: sellerId, name, ...reached },
          });
        }
        return lines;
      };
    },

    /**
     * One page of a product list as the encoded response body and its ETag: which products and how many come
     * from the in-memory index, narrowed, ordered and counted for facets in memory too, their
     * cards from the in-memory card store; no query.
     */
    async listProductsBody(
      request: Exclude<ListRequest, { kind: 'nothing' }>,
      filter: ListFilter,
      page: PageQuery,
      narrowed: Pick<ListingQuery, 'filters' | 'sort'> = {},
      withFacets = true,
    ): Promise<TaggedBody> {
      const loaded = await index.get();
      if (narrowed.sort === 'popular') await index.countPopularity(loaded);
      const { index: current, cards, facets: facetIndex } = loaded;
      const scope = `${filter.categoryId ?? ''}:${filter.sellerId ?? ''}`;
      const { ids: found, searchedFor } =
        request.kind === 'search' ? current.search(request.query, filter) : { ids: current.list(filter) };
      // Neither narrowed nor counted: the suggestions and the home page, as before facets existed.
      const plain = !withFacets && narrowed.filters === undefined && narrowed.sort === undefined;
      const { ids, facets } = plain
        ? { ids: found, facets: null }
        : facetIndex.listing(found, request.kind === 'search' ? `${scope}:${request.query}` : scope, {
            ...narrowed,
            searched: request.kind === 'search',
          });
      const start = page.pageNum * page.pageSize;
      const onPage = start < ids.length ? ids.subarray(start, start + page.pageSize) : ids.subarray(0, 0);
      const understood =
        searchedFor !== undefined
          ? `,"searchedFor":${JSON.stringify(searchedFor)}`
          : request.kind === 'search' && found.length === 0
            ? `,"closest":${JSON.stringify(current.closest(request.query))}`
            : '';
      const totals = `,"totalPages":${pageCount(ids.length, page.pageSize)},"totalElements":${ids.length}${understood}`;
      // The facets are kept encoded: their bytes go into the answer as they are.
      return withFacets && facets !== null
        ? cards.page(onPage, '{"content":', totals, ',"facets":', facets, '}')
        : cards.page(onPage, '{"content":', totals, '}');
    },

    /** A listing's first card (newest first) as the list API sends it: what its first screen shows largest. */
    async firstCard(filter: ListFilter): Promise<ProductSummary | null> {
      const { index: current, cards } = await index.get();
      const ids = current.list(filter).subarray(0, 1);
      if (ids.length === 0) return null;
      const [card] = JSON.parse(cards.page(ids, '', '').body.toString('utf8')) as ProductSummary[];
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

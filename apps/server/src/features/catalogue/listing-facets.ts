import {
  DISCOUNT_STEPS,
  RATING_STEPS,
  discountPercent,
  shownPrice,
  type ProductFacets,
  type ProductFilters,
  type ProductSort,
} from '@krishi/contract';
import { Memo } from './catalogue-index.js';
import type { Reorder } from './listing-order.js';

/**
 * What a listing's filters, sorts and facet counts read of each product, held in memory beside
 * the catalogue index (docs/decisions/040-listing-facets-and-sort.md): a product's seller, its
 * crops and pests, the prices a buyer pays, stock, best discount, rating and units ordered. Every
 * array is indexed by the product's position in listing order (newest first), as the index's.
 */

/** What a card's variant says about price and stock. */
export interface CardVariant {
  price: number;
  salePrice: number | null;
  inventory: number;
  isProductAvailable: boolean;
}

export interface FacetName {
  en: string;
  kn?: string;
}

/** A crop, pest, disease or weed of the reference table (migration 0016). */
export interface FacetTerm {
  id: number;
  slug: string;
  crop: boolean;
  name: FacetName;
}

export interface Rating {
  sum: number;
  count: number;
}

/** An entry a patch adds: what FacetIndexBuilder.add takes. */
export interface FacetEntry {
  id: number;
  sellerId: number;
  termIds: readonly number[];
  variants: readonly CardVariant[];
  rating: Rating;
}

/** What a listing asks of the products its category, seller or search found. */
export interface ListingQuery {
  filters?: ProductFilters | undefined;
  sort?: ProductSort | undefined;
  /** A search: `relevance` keeps its ranking; a listing's relevance is newest first. */
  searched: boolean;
}

/** The ordered products of a listing under its filters, and its facets as encoded JSON. */
export interface FacetedListing {
  ids: Int32Array;
  facets: Buffer;
}

/** A product with no variant has no price: it sorts last either way and matches no price range. */
const NO_PRICE = -1;

/** One bit per filter: which of them a product fails. */
const BRAND = 1;
const PRICE = 2;
const CROP = 4;
const PEST = 8;
const STOCK = 16;
const RATING = 32;
const DISCOUNT = 64;

/**
 * What the memos hold, in 4-byte units (an id, or four characters of facet JSON): 8 MB of
 * filtered and sorted listings, 8 MB of unfiltered facets. A listing with few products still
 * weighs its facets, so many small ones cannot pile up.
 */
const MEMO_UNITS = 2_000_000;

export const EMPTY_FACETS: ProductFacets = {
  brands: [],
  crops: [],
  pests: [],
  price: { min: null, max: null },
  inStock: { count: 0 },
  discount: DISCOUNT_STEPS.map((minDiscount) => ({ minDiscount, count: 0 })),
  rating: RATING_STEPS.map((minRating) => ({ minRating, count: 0 })),
};

/**
 * Takes products in listing order, as the catalogue index builder does; or a patch's added
 * products, in any order, each placed where the patch says.
 */
export class FacetIndexBuilder {
  private readonly ids: number[] = [];
  private readonly sellerOf: number[] = [];
  private readonly termStart: number[] = [0];
  private readonly termOf: number[] = [];
  private readonly termIndex: Map<number, number>;
  private readonly variants: Array<readonly CardVariant[]> = [];
  private readonly ratings: Rating[] = [];

  constructor(
    private readonly sellers: ReadonlyMap<number, FacetName>,
    private readonly terms: readonly FacetTerm[],
  ) {
    this.termIndex = new Map(terms.map((term, i) => [term.id, i]));
  }

  add(
    id: number,
    sellerId: number,
    termIds: readonly number[],
    variants: readonly CardVariant[],
    rating: Rating,
  ): void {
    this.ids.push(id);
    this.sellerOf.push(sellerId);
    for (const termId of termIds) {
      const term = this.termIndex.get(termId);
      if (term !== undefined) this.termOf.push(term);
    }
    this.termStart.push(this.termOf.length);
    this.variants.push(variants);
    this.ratings.push(rating);
  }

  build(): FacetIndex {
    return FacetIndex.assemble(
      Int32Array.from(this.ids),
      this.placedAt(Int32Array.from(this.ids, (_, doc) => doc)),
      null,
    );
  }

  /** The products taken, each at its position in `at`: what an index is assembled from. */
  placedAt(at: Int32Array): Taken {
    const { sellers, terms, ids, sellerOf, termStart, termOf, variants, ratings } = this;
    return { sellers, terms, at, ids, sellerOf, termStart, termOf, variants, ratings };
  }
}

/** Products a builder took, in the order it took them, and each one's position in the index to come. */
export interface Taken {
  sellers: ReadonlyMap<number, FacetName>;
  terms: readonly FacetTerm[];
  at: Int32Array;
  ids: readonly number[];
  sellerOf: readonly number[];
  /** The terms (term numbers) of the i-th product taken are termOf[termStart[i]] up to termStart[i + 1]. */
  termStart: readonly number[];
  termOf: readonly number[];
  variants: ReadonlyArray<readonly CardVariant[]>;
  ratings: readonly Rating[];
}

/** An index a patch starts from, and per position in it the product's position after the patch (-1: gone). */
interface Carried {
  index: FacetIndex;
  kept: Int32Array;
}

/** Which facets a count is for: the filter bits above, one per facet. */
const HISTOGRAMS = BRAND | CROP | PEST;
const EVERY_FACET = HISTOGRAMS | PRICE | STOCK | RATING | DISCOUNT;

/** Sorted orders a listing reads, and the order by highest price the price facet's maximum reads. */
type OrderName = ProductSort | 'highest';
const ORDERS: readonly OrderName[] = ['price_asc', 'price_desc', 'discount', 'rating', 'popular', 'highest'];

/** Moved products past this many make a sort of each order cheaper than putting each back in place. */
const MAX_REPAIRS = 64;

/**
 * Past one product in this many of the catalogue, a set's sellers and terms are counted by
 * reading every seller's and term's products (a fixed cost, a bit test each) rather than
 * product by product.
 */
const DENSE = 4;

/** Below one product in this many of the catalogue, a listing is sorted by its products' places in the order. */
const BY_PLACE = 16;

/** Below one product in this many of the catalogue, a set's price range is read product by product. */
const SPARSE = 64;

/** What a set of products counts in each facet. */
interface Counts {
  /** By seller slot and by term number. */
  brands: Int32Array;
  terms: Int32Array;
  /** Products at least each of DISCOUNT_STEPS percent off, and rated at least each of RATING_STEPS. */
  discount: number[];
  rating: number[];
  stock: number;
  lowest: number;
  highest: number;
}

/**
 * A base (category, seller, all products or a search) as kept: its products, and its counts and
 * facets once an answer needed them (a search seen once with filters never does).
 */
interface Base {
  /** Its products as a bit set over positions. */
  bits: Int32Array;
  size: number;
  counts: Counts | null;
  facets: Buffer | null;
}

export class FacetIndex {
  /**
   * A product's position by its id: a dense array when ids are not much sparser than products
   * (serial ids), else a map. Listing lists ids, so every filtered product is looked up here.
   */
  private readonly docById: Int32Array | null;
  private readonly docOf = new Map<number, number>();
  /** Per product, its seller's place in `sellerIds` (-1 for a seller not loaded). */
  private readonly sellerSlot: Int32Array;
  private readonly sellerIds: number[];
  /** Each seller's products (positions, ascending) from `sellerStart[slot]`; each term's from `termDocStart[term]`. */
  private readonly sellerStart: Int32Array;
  private readonly sellerDocs: Int32Array;
  private readonly termDocStart: Int32Array;
  private readonly termDocs: Int32Array;
  private readonly termIsCrop: Uint8Array;
  /** Seller slots and term numbers in English name order: the order of equal counts in a facet. */
  private sellersByName: number[] = [];
  private readonly termsByName: number[];
  /** Per product, the lowest and highest price a buyer pays (NO_PRICE without variants). */
  private readonly low: Int32Array;
  private readonly high: Int32Array;
  /** Every variant's price, for the products with more than two (a range may fall between low and high). */
  private readonly middlePrices = new Map<number, Int32Array>();
  /** The products `middlePrices` holds, listed again after a change. */
  private middleDocs: Int32Array | null = null;
  private readonly inStock: Uint8Array;
  /** The products in stock as a bit set. */
  private readonly stockBits: Int32Array;
  /** Best percent off the list price over the product's variants. */
  private readonly discount: Uint8Array;
  private readonly ratingSum: Int32Array;
  private readonly ratingCount: Int32Array;
  /** Average rating in tenths of a star, as the product page rounds it; 0 when unrated. */
  private readonly ratingTenths: Uint8Array;
  /** Units ordered in the popularity window. */
  private readonly units: Int32Array;
  private readonly slugs = new Map<string, number>();
  /** Every product in each sort's order, sorted at the build and kept in order through changes. */
  private readonly orders = new Map<OrderName, Int32Array>();
  /** Each product's place in an order, for sorting a few products by it. */
  private readonly places = new Map<OrderName, Int32Array>();
  /** Products whose price, stock or rating changed since the orders were last put in order. */
  private readonly moved = new Set<number>();
  /** Bit sets of the products rated or discounted at least a step (`r40`, `d25`), made on first use. */
  private readonly thresholds = new Map<string, Int32Array>();
  /** Each base's products, counts and facets, kept until a card changes. */
  private readonly bases = new Memo<Base>(
    MEMO_UNITS,
    // Its counts and facets (under 4 KB) are weighed from the start: they may come later.
    (base) => base.bits.length + this.sellerIds.length + this.terms.length + 1024,
  );
  /** Filtered listings by base and filters (their facets), and sorted ones by base, filters and sort. */
  private readonly listings = new Memo<FacetedListing>(
    MEMO_UNITS,
    (listing) => listing.ids.length + (listing.facets.length >>> 2),
  );
  /** Words in a bit set over every product. */
  private readonly words: number;
  /** Scratch bit sets a listing's filters and counts use (a listing runs to its end in one go). */
  private readonly scratch: Int32Array[] = [];
  /** Scratch: which products a listing kept, by stamp. */
  private kept: Int32Array;
  private stamp = 0;

  private constructor(
    private readonly ids: Int32Array,
    private readonly sellerOf: Int32Array,
    private readonly termStart: Int32Array,
    private readonly termOf: Int32Array,
    private sellers: ReadonlyMap<number, FacetName>,
    private readonly terms: readonly FacetTerm[],
  ) {
    // Plain loops over the typed arrays, no callback per product: a patch builds an index on
    // the server's only thread.
    const n = ids.length;
    this.words = (n + 31) >>> 5;
    let maxId = 0;
    for (let doc = 0; doc < n; doc++) if (ids[doc]! > maxId) maxId = ids[doc]!;
    if (maxId <= 8 * n + 1024) {
      const dense = new Int32Array(maxId + 1).fill(-1);
      for (let doc = 0; doc < n; doc++) dense[ids[doc]!] = doc;
      this.docById = dense;
    } else {
      this.docById = null;
      for (let doc = 0; doc < n; doc++) this.docOf.set(ids[doc]!, doc);
    }
    this.sellerIds = [...sellers.keys()];
    const slotOf = new Map(this.sellerIds.map((id, slot) => [id, slot]));
    this.sellerSlot = new Int32Array(n);
    for (let doc = 0; doc < n; doc++) this.sellerSlot[doc] = slotOf.get(sellerOf[doc]!) ?? -1;
    [this.sellerStart, this.sellerDocs] = postings(this.sellerIds.length, n, null, this.sellerSlot);
    [this.termDocStart, this.termDocs] = postings(terms.length, n, termStart, termOf);
    this.termIsCrop = Uint8Array.from(terms, (term) => (term.crop ? 1 : 0));
    this.termsByName = byName(terms.map((term) => term.name));
    this.sellersByName = byName(this.sellerIds.map((id) => sellers.get(id)!));
    this.ratingTenths = new Uint8Array(n);
    this.low = new Int32Array(n).fill(NO_PRICE);
    this.high = new Int32Array(n).fill(NO_PRICE);
    this.inStock = new Uint8Array(n);
    this.stockBits = new Int32Array(this.words);
    this.discount = new Uint8Array(n);
    this.ratingSum = new Int32Array(n);
    this.ratingCount = new Int32Array(n);
    this.units = new Int32Array(n);
    this.kept = new Int32Array(n);
    terms.forEach((term, i) => this.slugs.set(`${term.crop ? 'crop' : 'pest'}:${term.slug}`, i));
  }

  /**
   * An index over `ids` (listing order) holding `taken`'s products, each at its position in
   * `taken.at`, and for a patch the products `from` keeps, as they are in its index: the one way
   * to an index, for a load's builder and for a patch alike.
   */
  static assemble(ids: Int32Array, taken: Taken, from: Carried | null): FacetIndex {
    const n = ids.length;
    const { at } = taken;
    // Each position's seller and number of terms; then, with the numbers added up into where
    // each position's terms start, the terms themselves.
    const sellerOf = new Int32Array(n);
    const termStart = new Int32Array(n + 1);
    if (from) {
      const { index: old, kept } = from;
      for (let doc = 0; doc < kept.length; doc++) {
        const to = kept[doc]!;
        if (to < 0) continue;
        sellerOf[to] = old.sellerOf[doc]!;
        termStart[to + 1] = old.termStart[doc + 1]! - old.termStart[doc]!;
      }
    }
    for (let i = 0; i < at.length; i++) {
      sellerOf[at[i]!] = taken.sellerOf[i]!;
      termStart[at[i]! + 1] = taken.termStart[i + 1]! - taken.termStart[i]!;
    }
    for (let doc = 0; doc < n; doc++) termStart[doc + 1]! += termStart[doc]!;
    const termOf = new Int32Array(termStart[n]!);
    if (from) {
      const { index: old, kept } = from;
      for (let doc = 0; doc < kept.length; doc++)
        if (kept[doc]! >= 0) copyTerms(old.termStart, old.termOf, doc, termStart, termOf, kept[doc]!);
    }
    for (let i = 0; i < at.length; i++) copyTerms(taken.termStart, taken.termOf, i, termStart, termOf, at[i]!);

    const index = new FacetIndex(ids, sellerOf, termStart, termOf, taken.sellers, taken.terms);
    if (from) index.carry(from.index, from.kept, taken);
    for (let i = 0; i < at.length; i++) {
      index.setVariants(at[i]!, taken.variants[i]!);
      index.setRating(at[i]!, taken.ratings[i]!);
    }
    if (from) index.reorderFrom(from.index, from.kept, at);
    else index.sortAll();
    return index;
  }

  /**
   * This index after a catalogue patch: the products `order` keeps, as this index holds them
   * (prices, stock, rating and units ordered as of now), and `added[i]` at `order.added[i]`,
   * under the sellers' names as they are now (a patch may bring a seller the load did not know).
   * This index is left as it was, answering until the caller swaps in the new one.
   *
   * A patch runs on the server's only thread, so it costs a few linear passes over typed arrays
   * and no sort (past MAX_REPAIRS products added, one of each order): at 100,000 products a
   * reload's ~30 s would hold up every request.
   */
  patched(order: Reorder, added: readonly FacetEntry[], sellers: ReadonlyMap<number, FacetName>): FacetIndex {
    const builder = new FacetIndexBuilder(sellers, this.terms);
    for (const entry of added) builder.add(entry.id, entry.sellerId, entry.termIds, entry.variants, entry.rating);
    return FacetIndex.assemble(order.ids, builder.placedAt(order.added), { index: this, kept: order.kept });
  }

  /**
   * What `old` holds of the products a patch keeps, at their positions in this index (`kept`),
   * and the units ordered of those it changed (an id `old` lists among `taken`'s).
   */
  private carry(old: FacetIndex, kept: Int32Array, taken: Taken): void {
    for (let doc = 0; doc < kept.length; doc++) {
      const to = kept[doc]!;
      if (to < 0) continue;
      this.low[to] = old.low[doc]!;
      this.high[to] = old.high[doc]!;
      this.inStock[to] = old.inStock[doc]!;
      if (old.inStock[doc] === 1) this.stockBits[to >>> 5]! |= 1 << (to & 31);
      this.discount[to] = old.discount[doc]!;
      this.ratingSum[to] = old.ratingSum[doc]!;
      this.ratingCount[to] = old.ratingCount[doc]!;
      this.ratingTenths[to] = old.ratingTenths[doc]!;
      this.units[to] = old.units[doc]!;
    }
    // A product's middle prices are never written to, only replaced: both indexes can read them.
    for (const [doc, prices] of old.middlePrices) if (kept[doc]! >= 0) this.middlePrices.set(kept[doc]!, prices);
    for (let i = 0; i < taken.ids.length; i++) {
      const was = old.docFor(taken.ids[i]!);
      if (was >= 0) this.units[taken.at[i]!] = old.units[was]!;
    }
  }

  /**
   * Each of `old`'s orders at this index's positions: its kept products stay in order, ties
   * included (`kept` rises, so equal products keep their order by position), and the products
   * `added` (placed last at first) and those `old` had yet to put back in place are then put in
   * place as a change's are.
   */
  private reorderFrom(old: FacetIndex, kept: Int32Array, added: Int32Array): void {
    for (const [name, order] of old.orders) {
      // Listing order itself (a search sorted newest first) is made again on first use.
      if (!this.comparator(name)) continue;
      const remapped = new Int32Array(this.ids.length);
      let at = 0;
      for (let i = 0; i < order.length; i++) {
        const to = kept[order[i]!]!;
        if (to >= 0) remapped[at++] = to;
      }
      remapped.set(added, at);
      this.orders.set(name, remapped);
    }
    for (const doc of old.moved) if (kept[doc]! >= 0) this.moved.add(kept[doc]!);
    for (const doc of added) this.moved.add(doc);
    if (this.moved.size > 0) this.repairOrders();
  }

  private setVariants(doc: number, variants: readonly CardVariant[]): void {
    let low = NO_PRICE;
    let high = NO_PRICE;
    let inStock = 0;
    let discount = 0;
    for (const variant of variants) {
      const paid = shownPrice(variant);
      if (low === NO_PRICE || paid < low) low = paid;
      if (paid > high) high = paid;
      if (variant.isProductAvailable && variant.inventory > 0) inStock = 1;
      discount = Math.max(discount, discountPercent(variant));
    }
    this.low[doc] = low;
    this.high[doc] = high;
    this.inStock[doc] = inStock;
    if (inStock === 1) this.stockBits[doc >>> 5]! |= 1 << (doc & 31);
    else this.stockBits[doc >>> 5]! &= ~(1 << (doc & 31));
    this.discount[doc] = discount;
    if (variants.length > 2) this.middlePrices.set(doc, Int32Array.from(variants, shownPrice));
    else this.middlePrices.delete(doc);
    this.middleDocs = null;
  }

  private setRating(doc: number, rating: Rating): void {
    this.ratingSum[doc] = rating.sum;
    this.ratingCount[doc] = rating.count;
    this.ratingTenths[doc] = rating.count > 0 ? Math.round((rating.sum * 10) / rating.count) : 0;
  }

  /** Puts every product in each sort's order: at the build, so no listing waits for a sort. */
  private sortAll(): void {
    for (const name of ORDERS) this.orders.set(name, this.sortedOrder(name));
    this.moved.clear();
  }

  /** A product's position, or -1 for an id the listing no longer holds. */
  private docFor(id: number): number {
    const dense = this.docById;
    if (dense) return id < dense.length ? dense[id]! : -1;
    return this.docOf.get(id) ?? -1;
  }

  /** A card re-encoded after the load (price or stock) and the product's rating as of then. */
  update(id: number, variants: readonly CardVariant[], rating: Rating): void {
    const doc = this.docFor(id);
    if (doc < 0) return;
    this.setVariants(doc, variants);
    this.setRating(doc, rating);
    this.moved.add(doc);
    this.changed();
  }

  /** Sellers' names as they are now (a brand renamed); a new seller comes with a full load. */
  renameSellers(names: ReadonlyMap<number, FacetName>): void {
    this.sellers = new Map(this.sellerIds.map((id) => [id, names.get(id) ?? this.sellers.get(id)!]));
    this.sellersByName = byName(this.sellerIds.map((id) => this.sellers.get(id)!));
    this.changed();
  }

  /** Units ordered per product id in the popularity window. */
  setPopularity(units: ReadonlyMap<number, number>): void {
    this.units.fill(0);
    for (const [id, count] of units) {
      const doc = this.docFor(id);
      if (doc >= 0) this.units[doc] = count;
    }
    this.orders.set('popular', this.sortedOrder('popular'));
    this.places.delete('popular');
    this.listings.clear();
  }

  private changed(): void {
    this.bases.clear();
    this.listings.clear();
    this.thresholds.clear();
  }

  /**
   * A listing's products (`base`: ids in the order its category, seller or search gives; a
   * category's, seller's or all products' in listing order) under `query`'s filters and sort,
   * and its facets. `baseKey` names the base: its facets are counted once until a card changes,
   * so an unfiltered page costs a lookup; a filtered one is counted once for every page and sort.
   */
  listing(base: Int32Array, baseKey: string, query: ListingQuery): FacetedListing {
    const sort = query.sort === 'relevance' || query.sort === undefined ? null : query.sort;
    const order = sort === 'newest' && !query.searched ? null : sort;
    const filters = activeFilters(query.filters);
    if (filters === null && order === null) return { ids: base, facets: this.baseFacets(this.baseOf(base, baseKey)) };
    const filteredKey = `${baseKey}|${filters === null ? '' : JSON.stringify(filters)}`;
    const key = `${filteredKey}|${order ?? ''}`;
    const known = this.listings.get(key);
    if (known) return known;
    const found =
      filters === null
        ? { ids: base, facets: this.baseFacets(this.baseOf(base, baseKey)) }
        : (this.listings.get(filteredKey) ??
          this.listings.set(filteredKey, this.filtered(base, this.baseOf(base, baseKey), filters, query.searched)));
    return order === null
      ? found
      : this.listings.set(key, { ids: this.sorted(found.ids, order), facets: found.facets });
  }

  /** A base as kept: its products marked once until a card changes. */
  private baseOf(ids: Int32Array, baseKey: string): Base {
    const known = this.bases.get(baseKey);
    if (known !== undefined) return known;
    const bits = new Int32Array(this.words);
    let size = 0;
    for (let i = 0; i < ids.length; i++) {
      const doc = this.docFor(ids[i]!);
      if (doc < 0 || (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0) continue;
      bits[doc >>> 5]! |= 1 << (doc & 31);
      size++;
    }
    return this.bases.set(baseKey, { bits, size, counts: null, facets: null });
  }

  /** A base's counts, counted once until a card changes. */
  private baseCounts(base: Base): Counts {
    if (base.counts !== null) return base.counts;
    const counts = emptyCounts(this.sellerIds.length, this.terms.length);
    if (base.size * DENSE > this.ids.length) this.countByPostings(base.bits, HISTOGRAMS, counts);
    else this.tally(base.bits, null, 1, HISTOGRAMS, counts);
    this.countSteps(base.bits, RATING | DISCOUNT | STOCK, counts);
    [counts.lowest, counts.highest] = this.priceSpan(base.bits, base.size);
    base.counts = counts;
    return counts;
  }

  /** A base's facets as encoded bytes, made once until a card changes. */
  private baseFacets(base: Base): Buffer {
    if (base.facets !== null) return base.facets;
    const counts = this.baseCounts(base);
    base.facets = Buffer.from(this.facetsJson(() => counts, null, null, null));
    return base.facets;
  }

  /**
   * The products of `base` every filter accepts, and the facets around them: each facet counts
   * the products every other filter accepts. Each filter is a bit set of the products it
   * accepts, so what a facet counts is a few word-wide ANDs; a set holding most of the base is
   * counted as the base's counts less the products it leaves out.
   */
  private filtered(ids: Int32Array, base: Base, filters: ProductFilters, searched: boolean): FacetedListing {
    let scratchUsed = 0;
    const scratch = () => {
      const bits = (this.scratch[scratchUsed] ??= new Int32Array(this.words));
      scratchUsed++;
      return bits;
    };
    const brands = filters.brandIds ? this.sellerFlags(filters.brandIds) : null;
    const crops = this.termFlags('crop', filters.crops);
    const pests = this.termFlags('pest', filters.pests);
    const masks: Array<{ facet: number; bits: Int32Array }> = [];
    if (brands) masks.push({ facet: BRAND, bits: fromPostings(scratch(), this.sellerStart, this.sellerDocs, brands) });
    if (crops) masks.push({ facet: CROP, bits: fromPostings(scratch(), this.termDocStart, this.termDocs, crops) });
    if (pests) masks.push({ facet: PEST, bits: fromPostings(scratch(), this.termDocStart, this.termDocs, pests) });
    if (filters.minPrice !== undefined || filters.maxPrice !== undefined)
      masks.push({
        facet: PRICE,
        bits: this.pricedWithin(scratch(), base, filters.minPrice ?? 0, filters.maxPrice ?? Number.MAX_SAFE_INTEGER),
      });
    if (filters.inStock === true) masks.push({ facet: STOCK, bits: this.stockBits });
    if (filters.minRating !== undefined)
      masks.push({ facet: RATING, bits: this.atLeast('r', this.ratingTenths, filters.minRating * 10) });
    if (filters.minDiscount !== undefined)
      masks.push({ facet: DISCOUNT, bits: this.atLeast('d', this.discount, filters.minDiscount) });

    // The products every filter accepts, and for each filter those all the others accept.
    const kept = andOf(scratch(), base.bits, masks, -1);
    const countsOf = new Map<number, Counts>();
    const keptFacets = masks.reduce((facets, mask) => facets & ~mask.facet, EVERY_FACET);
    const keptCounts = this.countsOf(kept, base, keptFacets);
    masks.forEach((mask, i) =>
      countsOf.set(mask.facet, this.countsOf(andOf(scratch(), base.bits, masks, i), base, mask.facet)),
    );
    const facets = this.facetsJson((facet) => countsOf.get(facet) ?? keptCounts, brands, crops, pests);

    const found = new Int32Array(countBoth(kept, kept));
    let at = 0;
    if (searched) {
      // A search's base is in rank order, which the kept products keep.
      for (let i = 0; i < ids.length && at < found.length; i++) {
        const doc = this.docFor(ids[i]!);
        if (doc >= 0 && (kept[doc >>> 5]! & (1 << (doc & 31))) !== 0) found[at++] = ids[i]!;
      }
    } else {
      for (let w = 0; w < kept.length; w++) {
        let word = kept[w]!;
        while (word !== 0) {
          const bit = word & -word;
          word ^= bit;
          found[at++] = this.ids[(w << 5) + 31 - Math.clz32(bit)]!;
        }
      }
    }
    return { ids: found.subarray(0, at), facets: Buffer.from(facets) };
  }

  /**
   * What `set` (a part of `base`) counts in `facets`: the base's counts when it is the whole
   * base; when it holds most of a base already counted, those counts less what it leaves out.
   */
  private countsOf(set: Int32Array, base: Base, facets: number): Counts {
    const size = countBoth(set, set);
    if (size === base.size) return this.baseCounts(base);
    const counts = emptyCounts(this.sellerIds.length, this.terms.length);
    const histograms = facets & HISTOGRAMS;
    const known = base.counts;
    if (histograms !== 0) {
      if ((known === null ? size : Math.min(size, base.size - size)) * DENSE > this.ids.length) {
        this.countByPostings(set, histograms, counts);
      } else if (known === null || size * 2 <= base.size) {
        this.tally(set, null, 1, histograms, counts);
      } else {
        // Most of the base, whose counts are known: those less the products the set leaves out.
        counts.brands.set(known.brands);
        counts.terms.set(known.terms);
        this.tally(base.bits, set, -1, histograms, counts);
      }
    }
    this.countSteps(set, facets, counts);
    if ((facets & PRICE) !== 0) [counts.lowest, counts.highest] = this.priceSpan(set, size);
    return counts;
  }

  /** The products of `set` in stock, at least each discount step off and rated at least each rating step. */
  private countSteps(set: Int32Array, facets: number, counts: Counts): void {
    if ((facets & STOCK) !== 0) counts.stock = countBoth(set, this.stockBits);
    if ((facets & DISCOUNT) !== 0)
      counts.discount = DISCOUNT_STEPS.map((step) => countBoth(set, this.atLeast('d', this.discount, step)));
    if ((facets & RATING) !== 0)
      counts.rating = RATING_STEPS.map((step) => countBoth(set, this.atLeast('r', this.ratingTenths, step * 10)));
  }

  /** Counts `set`'s products of each seller and term by reading every seller's and term's products. */
  private countByPostings(set: Int32Array, facets: number, counts: Counts): void {
    if ((facets & BRAND) !== 0)
      for (let slot = 0; slot < counts.brands.length; slot++)
        counts.brands[slot] = countIn(set, this.sellerDocs, this.sellerStart[slot]!, this.sellerStart[slot + 1]!);
    for (let term = 0; term < counts.terms.length; term++) {
      if ((facets & (this.termIsCrop[term] === 1 ? CROP : PEST)) === 0) continue;
      counts.terms[term] = countIn(set, this.termDocs, this.termDocStart[term]!, this.termDocStart[term + 1]!);
    }
  }

  /** Adds `sign` for each product of `set` (less those of `without`, when given) to the counts of `facets`. */
  private tally(set: Int32Array, without: Int32Array | null, sign: number, facets: number, counts: Counts): void {
    const { sellerSlot, termStart, termOf, termIsCrop } = this;
    const { brands, terms } = counts;
    const brand = (facets & BRAND) !== 0;
    const crop = (facets & CROP) !== 0 ? 1 : -1;
    const pest = (facets & PEST) !== 0 ? 0 : -1;
    const anyTerm = crop >= 0 || pest >= 0;
    for (let w = 0; w < set.length; w++) {
      let word = without === null ? set[w]! : set[w]! & ~without[w]!;
      while (word !== 0) {
        const bit = word & -word;
        word ^= bit;
        const doc = (w << 5) + 31 - Math.clz32(bit);
        if (brand) {
          const slot = sellerSlot[doc]!;
          if (slot >= 0) brands[slot]! += sign;
        }
        if (anyTerm) {
          for (let t = termStart[doc]!; t < termStart[doc + 1]!; t++) {
            const term = termOf[t]!;
            const kind = termIsCrop[term]!;
            if (kind === crop || kind === pest) terms[term]! += sign;
          }
        }
      }
    }
  }

  /**
   * The lowest and highest price a buyer pays in `set`: read product by product for a small
   * set, else the first product of the set in the orders by lowest and by highest price.
   */
  private priceSpan(set: Int32Array, size: number): [number, number] {
    const { low, high } = this;
    let lowest = Number.MAX_SAFE_INTEGER;
    let highest = NO_PRICE;
    if (size * SPARSE < this.ids.length) {
      forEachDoc(set, (doc) => {
        if (low[doc] === NO_PRICE) return;
        if (low[doc]! < lowest) lowest = low[doc]!;
        if (high[doc]! > highest) highest = high[doc]!;
      });
    } else {
      const first = (order: Int32Array) => {
        for (let i = 0; i < order.length; i++) {
          const doc = order[i]!;
          if ((set[doc >>> 5]! & (1 << (doc & 31))) !== 0) return low[doc] === NO_PRICE ? -1 : doc;
        }
        return -1;
      };
      // Products without a price come last in both orders.
      const cheapest = first(this.orderOf('price_asc'));
      if (cheapest >= 0) {
        lowest = low[cheapest]!;
        highest = high[first(this.orderOf('highest'))]!;
      }
    }
    return highest === NO_PRICE ? [NO_PRICE, NO_PRICE] : [lowest, highest];
  }

  /** The facets' JSON from the counts each facet reads. */
  private facetsJson(
    countsFor: (facet: number) => Counts,
    brands: Uint8Array | null,
    crops: Uint8Array | null,
    pests: Uint8Array | null,
  ): string {
    // Values come in name order, and a stable sort by count keeps it among equal counts.
    const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;
    const brandCounts = countsFor(BRAND).brands;
    const brandFacet = this.sellersByName
      .map((slot) => {
        const id = this.sellerIds[slot]!;
        return { id, name: this.sellers.get(id)!, count: brandCounts[slot]!, ticked: brands?.[slot] === 1 };
      })
      .filter((brand) => brand.count > 0 || brand.ticked)
      .sort(byCount)
      .map(({ id, name, count }) => ({ id, name, count }));
    const termFacet = (crop: boolean, flags: Uint8Array | null) => {
      const termCounts = countsFor(crop ? CROP : PEST).terms;
      return this.termsByName
        .map((i) => {
          const term = this.terms[i]!;
          return { slug: term.slug, count: termCounts[i]!, crop: term.crop, ticked: flags?.[i] === 1 };
        })
        .filter((term) => term.crop === crop && (term.count > 0 || term.ticked))
        .sort(byCount)
        .map(({ slug, count }) => ({ slug, count }));
    };
    const { lowest, highest } = countsFor(PRICE);
    const discount = countsFor(DISCOUNT).discount;
    const rating = countsFor(RATING).rating;
    const facets: ProductFacets = {
      brands: brandFacet,
      crops: termFacet(true, crops),
      pests: termFacet(false, pests),
      price: highest === NO_PRICE ? { min: null, max: null } : { min: lowest, max: highest },
      inStock: { count: countsFor(STOCK).stock },
      discount: DISCOUNT_STEPS.map((step, i) => ({ minDiscount: step, count: discount[i]! })),
      rating: RATING_STEPS.map((step, i) => ({ minRating: step, count: rating[i]! })),
    };
    return JSON.stringify(facets);
  }

  /** Sellers' slots flagged; an unknown id flags nothing, so it matches nothing. */
  private sellerFlags(ids: readonly number[]): Uint8Array {
    const flags = new Uint8Array(this.sellerIds.length);
    const wanted = new Set(ids);
    this.sellerIds.forEach((id, slot) => {
      if (wanted.has(id)) flags[slot] = 1;
    });
    return flags;
  }

  /** Terms of these slugs flagged; an unknown slug flags nothing, so it matches nothing. */
  private termFlags(kind: 'crop' | 'pest', slugs: readonly string[] | undefined): Uint8Array | null {
    if (!slugs) return null;
    const flags = new Uint8Array(this.terms.length);
    for (const slug of slugs) {
      const term = this.slugs.get(`${kind}:${slug}`);
      if (term !== undefined) flags[term] = 1;
    }
    return flags;
  }

  /**
   * The products with a variant whose price a buyer pays is within the range, into `into`: a
   * run of the order by lowest price, a run of the order by highest price, and the few products
   * with more than two variants whose range holds the whole range.
   */
  private pricedWithin(into: Int32Array, base: Base, min: number, max: number): Int32Array {
    const { low, high } = this;
    const byLow = this.orderOf('price_asc');
    const byHigh = this.orderOf('highest');
    const lowFrom = firstWhere(byLow, (doc) => low[doc] === NO_PRICE || low[doc]! >= min);
    const lowTo = firstWhere(byLow, (doc) => low[doc] === NO_PRICE || low[doc]! > max);
    // Highest price first, products without a price (NO_PRICE, below every range) last. From no
    // minimum, every product whose highest price is in the range has its lowest in it too.
    const highFrom = min <= 0 ? 0 : firstWhere(byHigh, (doc) => high[doc]! <= max);
    const highTo = min <= 0 ? 0 : firstWhere(byHigh, (doc) => high[doc]! < min);
    if (lowTo - lowFrom + highTo - highFrom > base.size) return this.basePricedWithin(into, base.bits, min, max);
    into.fill(0);
    for (let i = lowFrom; i < lowTo; i++) into[byLow[i]! >>> 5]! |= 1 << (byLow[i]! & 31);
    for (let i = highFrom; i < highTo; i++) into[byHigh[i]! >>> 5]! |= 1 << (byHigh[i]! & 31);
    this.middleDocs ??= Int32Array.from(this.middlePrices.keys());
    for (const doc of this.middleDocs) {
      if (low[doc]! >= min || high[doc]! <= max) continue;
      if (this.middlePrices.get(doc)!.some((price) => price >= min && price <= max))
        into[doc >>> 5]! |= 1 << (doc & 31);
    }
    return into;
  }

  /** The same, read product by product over a base smaller than the runs. */
  private basePricedWithin(into: Int32Array, base: Int32Array, min: number, max: number): Int32Array {
    const { low, high } = this;
    for (let w = 0; w < base.length; w++) {
      let word = base[w]!;
      let within = 0;
      while (word !== 0) {
        const bit = word & -word;
        word ^= bit;
        const doc = (w << 5) + 31 - Math.clz32(bit);
        const lowest = low[doc]!;
        const highest = high[doc]!;
        if (lowest === NO_PRICE || highest < min || lowest > max) continue;
        if (
          (lowest >= min && lowest <= max) ||
          (highest >= min && highest <= max) ||
          this.middlePrices.get(doc)?.some((price) => price >= min && price <= max) === true
        )
          within |= bit;
      }
      into[w] = within;
    }
    return into;
  }

  /** The products whose `values` are at least `min`, as a bit set kept until a card changes. */
  private atLeast(name: string, values: Uint8Array, min: number): Int32Array {
    const key = `${name}${min}`;
    const known = this.thresholds.get(key);
    if (known) return known;
    const bits = new Int32Array(this.words);
    for (let doc = 0; doc < values.length; doc++) if (values[doc]! >= min) bits[doc >>> 5]! |= 1 << (doc & 31);
    this.thresholds.set(key, bits);
    return bits;
  }

  /**
   * `ids` in `sort`'s order: a few by sorting their places in that order, many by reading the
   * catalogue in that order once, keeping those in `ids`.
   */
  private sorted(ids: Int32Array, sort: ProductSort): Int32Array {
    const order = this.orderOf(sort);
    if (ids.length * BY_PLACE < order.length) {
      const place = this.placesIn(sort, order);
      const places = new Int32Array(ids.length);
      let found = 0;
      for (let i = 0; i < ids.length; i++) {
        const doc = this.docFor(ids[i]!);
        if (doc >= 0) places[found++] = place[doc]!;
      }
      const sorted = places.subarray(0, found).sort();
      for (let i = 0; i < sorted.length; i++) sorted[i] = this.ids[order[sorted[i]!]!]!;
      return sorted;
    }
    if (++this.stamp >= 0x7fffffff) {
      this.kept.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    for (let i = 0; i < ids.length; i++) {
      const doc = this.docFor(ids[i]!);
      if (doc >= 0) this.kept[doc] = stamp;
    }
    const sorted = new Int32Array(ids.length);
    let at = 0;
    for (let i = 0; i < order.length && at < sorted.length; i++) {
      const doc = order[i]!;
      if (this.kept[doc] === stamp) sorted[at++] = this.ids[doc]!;
    }
    return sorted.subarray(0, at);
  }

  /** Each product's place in `name`'s order, made on first use after the order changed. */
  private placesIn(name: OrderName, order: Int32Array): Int32Array {
    const known = this.places.get(name);
    if (known) return known;
    const place = new Int32Array(order.length);
    for (let i = 0; i < order.length; i++) place[order[i]!] = i;
    this.places.set(name, place);
    return place;
  }

  /** Every product in `name`'s order, its moved products put back in place first. */
  private orderOf(name: OrderName): Int32Array {
    if (this.moved.size > 0) {
      this.repairOrders();
      this.places.clear();
    }
    const known = this.orders.get(name);
    if (known) return known;
    const order = this.sortedOrder(name);
    this.orders.set(name, order);
    return order;
  }

  /**
   * Puts the products whose price, stock or rating changed back in place in every order: taken
   * out, then each put where a binary search finds its place (a few copies, no sort); past
   * MAX_REPAIRS of them, each order is sorted again.
   */
  private repairOrders(): void {
    const moved = [...this.moved];
    this.moved.clear();
    const taken = new Uint8Array(this.ids.length);
    for (const doc of moved) taken[doc] = 1;
    for (const [name, order] of this.orders) {
      const compare = this.comparator(name);
      if (!compare) continue;
      if (moved.length > MAX_REPAIRS) {
        this.orders.set(name, this.sortedOrder(name));
        continue;
      }
      let at = 0;
      for (let i = 0; i < order.length; i++) if (taken[order[i]!] === 0) order[at++] = order[i]!;
      for (const doc of moved) {
        let from = 0;
        let to = at;
        while (from < to) {
          const middle = (from + to) >>> 1;
          if ((compare(order[middle]!, doc) || order[middle]! - doc) < 0) from = middle + 1;
          else to = middle;
        }
        order.copyWithin(from + 1, from, at);
        order[from] = doc;
        at++;
      }
    }
  }

  /** Every product in `name`'s order, ties newest first (listing order is newest, then highest id, first). */
  private sortedOrder(name: OrderName): Int32Array {
    const docs = Int32Array.from({ length: this.ids.length }, (_, doc) => doc);
    const compare = this.comparator(name);
    return compare ? docs.sort((a, b) => compare(a, b) || a - b) : docs;
  }

  private comparator(name: OrderName): ((a: number, b: number) => number) | null {
    const { low, high, discount, ratingSum, ratingCount, units } = this;
    // Without a price a product sorts last both ways.
    const priceKey = (doc: number, sign: number) =>
      low[doc] === NO_PRICE ? Number.MAX_SAFE_INTEGER : sign * low[doc]!;
    switch (name) {
      case 'price_asc':
        return (a, b) => priceKey(a, 1) - priceKey(b, 1);
      case 'price_desc':
        return (a, b) => priceKey(a, -1) - priceKey(b, -1);
      case 'highest':
        // NO_PRICE is below every price: last.
        return (a, b) => high[b]! - high[a]!;
      case 'discount':
        return (a, b) => discount[b]! - discount[a]!;
      case 'rating':
        // Averages compared exactly: sum(a) / count(a) against sum(b) / count(b), unrated last.
        return (a, b) =>
          ratingSum[b]! * ratingCount[a]! - ratingSum[a]! * ratingCount[b]! || ratingCount[b]! - ratingCount[a]!;
      case 'popular':
        return (a, b) => units[b]! - units[a]!;
      default:
        return null;
    }
  }
}

function emptyCounts(sellers: number, terms: number): Counts {
  return {
    brands: new Int32Array(sellers),
    terms: new Int32Array(terms),
    discount: [],
    rating: [],
    stock: 0,
    lowest: NO_PRICE,
    highest: NO_PRICE,
  };
}

/** Copies the terms of position `doc` (from `start`) to position `to` of `intoStart`/`into`. */
function copyTerms(
  start: ArrayLike<number>,
  of: ArrayLike<number>,
  doc: number,
  intoStart: Int32Array,
  into: Int32Array,
  to: number,
): void {
  for (let t = start[doc]!, at = intoStart[to]!; t < start[doc + 1]!; t++, at++) into[at] = of[t]!;
}

/**
 * Each key's positions, ascending, from `start[key]` in the second array. A position's keys are
 * `keyOf[keyStart[doc]]` up to `keyStart[doc + 1]`, or without `keyStart` the one `keyOf[doc]`;
 * a negative key is none.
 */
function postings(keys: number, n: number, keyStart: Int32Array | null, keyOf: Int32Array): [Int32Array, Int32Array] {
  const from = (doc: number) => (keyStart === null ? doc : keyStart[doc]!);
  const start = new Int32Array(keys + 1);
  for (let doc = 0; doc < n; doc++)
    for (let k = from(doc); k < from(doc + 1); k++) if (keyOf[k]! >= 0) start[keyOf[k]! + 1]!++;
  for (let key = 0; key < keys; key++) start[key + 1]! += start[key]!;
  const docs = new Int32Array(start[keys]!);
  const at = start.slice(0, keys);
  for (let doc = 0; doc < n; doc++)
    for (let k = from(doc); k < from(doc + 1); k++) if (keyOf[k]! >= 0) docs[at[keyOf[k]!]!++] = doc;
  return [start, docs];
}

/** The products of the flagged keys' postings as a bit set, into `into`. */
function fromPostings(into: Int32Array, start: Int32Array, docs: Int32Array, flags: Uint8Array): Int32Array {
  into.fill(0);
  for (let key = 0; key < flags.length; key++) {
    if (flags[key] !== 1) continue;
    for (let i = start[key]!; i < start[key + 1]!; i++) into[docs[i]! >>> 5]! |= 1 << (docs[i]! & 31);
  }
  return into;
}

/** How many of `docs` from `from` to `to` are in `set`. */
function countIn(set: Int32Array, docs: Int32Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) count += (set[docs[i]! >>> 5]! >>> (docs[i]! & 31)) & 1;
  return count;
}

/** The first place in `order` from which `after` holds (it holds from some place to the end). */
function firstWhere(order: Int32Array, after: (doc: number) => boolean): number {
  let from = 0;
  let to = order.length;
  while (from < to) {
    const middle = (from + to) >>> 1;
    if (after(order[middle]!)) to = middle;
    else from = middle + 1;
  }
  return from;
}

/** `base` and every mask but the one at `except`, word by word, into `into`. */
function andOf(
  into: Int32Array,
  base: Int32Array,
  masks: ReadonlyArray<{ bits: Int32Array }>,
  except: number,
): Int32Array {
  for (let w = 0; w < base.length; w++) {
    let word = base[w]!;
    for (let m = 0; m < masks.length && word !== 0; m++) if (m !== except) word &= masks[m]!.bits[w]!;
    into[w] = word;
  }
  return into;
}

/** How many products are in both bit sets. */
function countBoth(a: Int32Array, b: Int32Array): number {
  let count = 0;
  for (let w = 0; w < a.length; w++) {
    let x = a[w]! & b[w]!;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/** Calls `visit` with each product of a bit set, in position order. */
function forEachDoc(set: Int32Array, visit: (doc: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!;
    while (word !== 0) {
      const bit = word & -word;
      word ^= bit;
      visit((w << 5) + 31 - Math.clz32(bit));
    }
  }
}

/** Positions of `names` in English name order. */
function byName(names: readonly FacetName[]): number[] {
  return names.map((_, i) => i).sort((a, b) => names[a]!.en.localeCompare(names[b]!.en));
}

/** The filters that narrow anything; null when none does (empty lists and `inStock: false` do not). */
function activeFilters(filters: ProductFilters | undefined): ProductFilters | null {
  if (!filters) return null;
  const active: ProductFilters = {};
  if (filters.brandIds && filters.brandIds.length > 0)
    active.brandIds = [...new Set(filters.brandIds)].sort((a, b) => a - b);
  if (filters.minPrice !== undefined) active.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) active.maxPrice = filters.maxPrice;
  if (filters.crops && filters.crops.length > 0) active.crops = [...new Set(filters.crops)].sort();
  if (filters.pests && filters.pests.length > 0) active.pests = [...new Set(filters.pests)].sort();
  if (filters.inStock) active.inStock = true;
  if (filters.minRating !== undefined) active.minRating = filters.minRating;
  if (filters.minDiscount !== undefined) active.minDiscount = filters.minDiscount;
  return Object.keys(active).length === 0 ? null : active;
}

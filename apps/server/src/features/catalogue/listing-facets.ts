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

/** What a listing asks of the products its category, seller or search found. */
export interface ListingQuery {
  filters?: ProductFilters | undefined;
  sort?: ProductSort | undefined;
  /** A search: `relevance` keeps its ranking; a listing's relevance is newest first. */
  searched: boolean;
}

/** The ordered products of a listing under its filters, and its facets as JSON. */
export interface FacetedListing {
  ids: Int32Array;
  facets: string;
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

/** Takes products in listing order, as the catalogue index builder does. */
export class FacetIndexBuilder {
  private readonly ids: number[] = [];
  private readonly sellerOf: number[] = [];
  private readonly termStart: number[] = [0];
  private readonly termOf: number[] = [];
  private readonly termIndex: Map<number, number>;
  private readonly variants: CardVariant[][] = [];
  private readonly ratings: Rating[] = [];

  constructor(
    private readonly sellers: ReadonlyMap<number, FacetName>,
    private readonly terms: readonly FacetTerm[],
  ) {
    this.termIndex = new Map(terms.map((term, i) => [term.id, i]));
  }

  add(id: number, sellerId: number, termIds: readonly number[], variants: CardVariant[], rating: Rating): void {
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
    const index = new FacetIndex(
      Int32Array.from(this.ids),
      Int32Array.from(this.sellerOf),
      Int32Array.from(this.termStart),
      Int32Array.from(this.termOf),
      this.sellers,
      this.terms,
    );
    this.ids.forEach((id, doc) => {
      index.setVariants(doc, this.variants[doc]!);
      index.setRating(doc, this.ratings[doc]!);
    });
    return index;
  }
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
  private readonly termIsCrop: Uint8Array;
  /** Seller slots and term numbers in English name order: the order of equal counts in a facet. */
  private sellersByName: number[] = [];
  private readonly termsByName: number[];
  /** Per product, the lowest and highest price a buyer pays (NO_PRICE without variants). */
  private readonly low: Int32Array;
  private readonly high: Int32Array;
  /** Every variant's price, for the products with more than two (a range may fall between low and high). */
  private readonly middlePrices = new Map<number, Int32Array>();
  private readonly inStock: Uint8Array;
  /** Best percent off the list price over the product's variants. */
  private readonly discount: Uint8Array;
  private readonly ratingSum: Int32Array;
  private readonly ratingCount: Int32Array;
  /** Average rating in tenths of a star, as the product page rounds it; 0 when unrated. */
  private readonly ratingTenths: Uint8Array;
  /** Units ordered in the popularity window. */
  private readonly units: Int32Array;
  private readonly slugs = new Map<string, number>();
  /** Products in each sort's order, made when first asked for after a change. */
  private readonly orders = new Map<ProductSort, Int32Array>();
  /** Facets of each unfiltered listing (category, seller or search), as JSON. */
  private readonly baseFacets = new Memo<string>(MEMO_UNITS, (json) => json.length >>> 2);
  private readonly listings = new Memo<FacetedListing>(
    MEMO_UNITS,
    (listing) => listing.ids.length + (listing.facets.length >>> 2),
  );
  /** Scratch: which products a listing kept, by stamp. */
  private kept: Int32Array;
  private stamp = 0;

  constructor(
    private readonly ids: Int32Array,
    private readonly sellerOf: Int32Array,
    private readonly termStart: Int32Array,
    private readonly termOf: Int32Array,
    private sellers: ReadonlyMap<number, FacetName>,
    private readonly terms: readonly FacetTerm[],
  ) {
    const n = ids.length;
    const maxId = ids.reduce((max, id) => Math.max(max, id), 0);
    if (maxId <= 8 * n + 1024) {
      this.docById = new Int32Array(maxId + 1).fill(-1);
      ids.forEach((id, doc) => (this.docById![id] = doc));
    } else {
      this.docById = null;
      ids.forEach((id, doc) => this.docOf.set(id, doc));
    }
    this.sellerIds = [...sellers.keys()];
    const slotOf = new Map(this.sellerIds.map((id, slot) => [id, slot]));
    this.sellerSlot = Int32Array.from(sellerOf, (id) => slotOf.get(id) ?? -1);
    this.termIsCrop = Uint8Array.from(terms, (term) => (term.crop ? 1 : 0));
    this.termsByName = byName(terms.map((term) => term.name));
    this.sellersByName = byName(this.sellerIds.map((id) => sellers.get(id)!));
    this.ratingTenths = new Uint8Array(n);
    this.low = new Int32Array(n).fill(NO_PRICE);
    this.high = new Int32Array(n).fill(NO_PRICE);
    this.inStock = new Uint8Array(n);
    this.discount = new Uint8Array(n);
    this.ratingSum = new Int32Array(n);
    this.ratingCount = new Int32Array(n);
    this.units = new Int32Array(n);
    this.kept = new Int32Array(n);
    terms.forEach((term, i) => this.slugs.set(`${term.crop ? 'crop' : 'pest'}:${term.slug}`, i));
  }

  setVariants(doc: number, variants: readonly CardVariant[]): void {
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
    this.discount[doc] = discount;
    if (variants.length > 2) this.middlePrices.set(doc, Int32Array.from(variants, shownPrice));
    else this.middlePrices.delete(doc);
  }

  setRating(doc: number, rating: Rating): void {
    this.ratingSum[doc] = rating.sum;
    this.ratingCount[doc] = rating.count;
    this.ratingTenths[doc] = rating.count > 0 ? Math.round((rating.sum * 10) / rating.count) : 0;
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
    this.orders.delete('popular');
    this.listings.clear();
  }

  private changed(): void {
    this.orders.clear();
    this.baseFacets.clear();
    this.listings.clear();
  }

  /**
   * A listing's products (`base`: ids in the order its category, seller or search gives) under
   * `query`'s filters and sort, and its facets. `baseKey` names the base: its facets are counted
   * once until a card changes, so an unfiltered page costs a lookup.
   */
  listing(base: Int32Array, baseKey: string, query: ListingQuery): FacetedListing {
    const sort = query.sort === 'relevance' || query.sort === undefined ? null : query.sort;
    const order = sort === 'newest' && !query.searched ? null : sort;
    const filters = activeFilters(query.filters);
    if (filters === null && order === null) return { ids: base, facets: this.facetsOf(base, baseKey) };
    const key = `${baseKey}|${order ?? ''}|${filters === null ? '' : JSON.stringify(filters)}`;
    const known = this.listings.get(key);
    if (known) return known;
    const found = filters === null ? { ids: base, facets: this.facetsOf(base, baseKey) } : this.filtered(base, filters);
    return this.listings.set(
      key,
      order === null ? found : { ids: this.sorted(found.ids, order), facets: found.facets },
    );
  }

  private facetsOf(base: Int32Array, baseKey: string): string {
    const known = this.baseFacets.get(baseKey);
    if (known !== undefined) return known;
    return this.baseFacets.set(baseKey, this.filtered(base, {}).facets);
  }

  /** The products of `base` every filter accepts, in base order, and the facets around them. */
  private filtered(base: Int32Array, filters: ProductFilters): FacetedListing {
    // Wanted brands and terms as flags by slot: a typed-array read per product, not a hash lookup.
    const brands = filters.brandIds ? this.sellerFlags(filters.brandIds) : null;
    const crops = this.termFlags('crop', filters.crops);
    const pests = this.termFlags('pest', filters.pests);
    const minPrice = filters.minPrice ?? 0;
    const maxPrice = filters.maxPrice ?? Number.MAX_SAFE_INTEGER;
    const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
    const inStockOnly = filters.inStock === true;
    const minTenths = filters.minRating === undefined ? 0 : filters.minRating * 10;
    const minDiscount = filters.minDiscount ?? 0;
    const { sellerSlot, termStart, termOf, termIsCrop, low, high, inStock, discount, ratingTenths } = this;

    const brandCounts = new Int32Array(this.sellerIds.length);
    const termCounts = new Int32Array(this.terms.length);
    /** Products at least 0, 1, ... 100 percent off, and rated at least 0 ... 50 tenths (summed up after). */
    const byDiscount = new Int32Array(101);
    const byTenths = new Int32Array(51);
    let stockCount = 0;
    let lowest = Number.MAX_SAFE_INTEGER;
    let highest = NO_PRICE;
    const ids = new Int32Array(base.length);
    let kept = 0;

    for (let i = 0; i < base.length; i++) {
      const id = base[i]!;
      const doc = this.docFor(id);
      if (doc < 0) continue;
      const from = termStart[doc]!;
      const to = termStart[doc + 1]!;
      const slot = sellerSlot[doc]!;
      let fails = 0;
      if (brands && (slot < 0 || brands[slot] === 0)) fails |= BRAND;
      if (priced && !this.pricedWithin(doc, minPrice, maxPrice)) fails |= PRICE;
      if (crops && !hasFlagged(termOf, from, to, crops)) fails |= CROP;
      if (pests && !hasFlagged(termOf, from, to, pests)) fails |= PEST;
      if (inStockOnly && inStock[doc] === 0) fails |= STOCK;
      if (ratingTenths[doc]! < minTenths) fails |= RATING;
      if (discount[doc]! < minDiscount) fails |= DISCOUNT;
      // A product failing two filters counts in no facet: each facet drops only its own filter.
      if ((fails & (fails - 1)) !== 0) continue;
      if (fails === 0) ids[kept++] = id;
      if ((fails & ~BRAND) === 0 && slot >= 0) brandCounts[slot]!++;
      if ((fails & ~(CROP | PEST)) === 0) {
        for (let t = from; t < to; t++) {
          const term = termOf[t]!;
          if ((fails & ~(termIsCrop[term] === 1 ? CROP : PEST)) === 0) termCounts[term]!++;
        }
      }
      if ((fails & ~PRICE) === 0 && low[doc] !== NO_PRICE) {
        if (low[doc]! < lowest) lowest = low[doc]!;
        if (high[doc]! > highest) highest = high[doc]!;
      }
      if ((fails & ~STOCK) === 0) stockCount += inStock[doc]!;
      if ((fails & ~DISCOUNT) === 0) byDiscount[discount[doc]!]!++;
      if ((fails & ~RATING) === 0) byTenths[ratingTenths[doc]!]!++;
    }

    const atLeast = (counts: Int32Array, from: number) => counts.subarray(from).reduce((sum, n) => sum + n, 0);
    // Values come in name order, and a stable sort by count keeps it among equal counts.
    const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;
    const brandFacet = this.sellersByName
      .map((slot) => {
        const id = this.sellerIds[slot]!;
        return { id, name: this.sellers.get(id)!, count: brandCounts[slot]!, ticked: brands?.[slot] === 1 };
      })
      .filter((brand) => brand.count > 0 || brand.ticked)
      .sort(byCount)
      .map(({ id, name, count }) => ({ id, name, count }));
    const termFacet = (crop: boolean, flags: Uint8Array | null) =>
      this.termsByName
        .map((i) => {
          const term = this.terms[i]!;
          return { slug: term.slug, count: termCounts[i]!, crop: term.crop, ticked: flags?.[i] === 1 };
        })
        .filter((term) => term.crop === crop && (term.count > 0 || term.ticked))
        .sort(byCount)
        .map(({ slug, count }) => ({ slug, count }));
    const facets: ProductFacets = {
      brands: brandFacet,
      crops: termFacet(true, crops),
      pests: termFacet(false, pests),
      price: highest === NO_PRICE ? { min: null, max: null } : { min: lowest, max: highest },
      inStock: { count: stockCount },
      discount: DISCOUNT_STEPS.map((step) => ({ minDiscount: step, count: atLeast(byDiscount, step) })),
      rating: RATING_STEPS.map((step) => ({ minRating: step, count: atLeast(byTenths, step * 10) })),
    };
    return { ids: ids.slice(0, kept), facets: JSON.stringify(facets) };
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

  /** Whether a variant's price a buyer pays is within the range. */
  private pricedWithin(doc: number, min: number, max: number): boolean {
    const low = this.low[doc]!;
    const high = this.high[doc]!;
    if (low === NO_PRICE || high < min || low > max) return false;
    if ((low >= min && low <= max) || (high >= min && high <= max)) return true;
    const middle = this.middlePrices.get(doc);
    return middle !== undefined && middle.some((price) => price >= min && price <= max);
  }

  /** `ids` in `sort`'s order: the catalogue in that order, read once, keeping those in `ids`. */
  private sorted(ids: Int32Array, sort: ProductSort): Int32Array {
    const order = this.orderOf(sort);
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

  /**
   * Every product in `sort`'s order, ties newest first (listing order is newest, then highest
   * id, first). Sorted once after a change and reused by every listing until the next.
   */
  private orderOf(sort: ProductSort): Int32Array {
    const known = this.orders.get(sort);
    if (known) return known;
    const docs = Int32Array.from({ length: this.ids.length }, (_, doc) => doc);
    const compare = this.comparator(sort);
    const order = compare ? docs.sort((a, b) => compare(a, b) || a - b) : docs;
    this.orders.set(sort, order);
    return order;
  }

  private comparator(sort: ProductSort): ((a: number, b: number) => number) | null {
    const { low, discount, ratingSum, ratingCount, units } = this;
    // Without a price a product sorts last both ways.
    const priceKey = (doc: number, sign: number) =>
      low[doc] === NO_PRICE ? Number.MAX_SAFE_INTEGER : sign * low[doc]!;
    switch (sort) {
      case 'price_asc':
        return (a, b) => priceKey(a, 1) - priceKey(b, 1);
      case 'price_desc':
        return (a, b) => priceKey(a, -1) - priceKey(b, -1);
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

/** Positions of `names` in English name order. */
function byName(names: readonly FacetName[]): number[] {
  return names.map((_, i) => i).sort((a, b) => names[a]!.en.localeCompare(names[b]!.en));
}

/** Whether a product's terms (`termOf` from `from` to `to`) include a flagged one. */
function hasFlagged(termOf: Int32Array, from: number, to: number, flags: Uint8Array): boolean {
  for (let t = from; t < to; t++) if (flags[termOf[t]!] === 1) return true;
  return false;
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

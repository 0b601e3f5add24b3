import { isKannada, phoneticKey, termKey } from './farmer-language.js';
import type { SearchSuggestion } from '@krishi/contract';
import { closestPlaces, type Place } from './closest-places.js';
import type { SearchSynonym } from './search-synonyms.js';
import type { ListingOrder, Reorder } from './listing-order.js';

/**
 * The catalogue's listing order, filters and search terms, held in memory.
 *
 * PGlite runs in this process's only thread, so a query that sorts or counts a large subtree,
 * or scans trigram matches, stalls every other request. This index answers "which products, in
 * which order, how many" with array work measured in microseconds; the database is then asked
 * only for the cards of one page, by primary key. It is a cache of the database: patched with
 * the products, categories and synonyms changed since it last looked (decision 063), and rebuilt
 * when the `catalogue_index_state` generation moves (see repository.ts, migrations 0002 and 0027).
 */

/** One active product, in listing order (newest first), with the texts search looks at. */
export interface IndexedProduct {
  id: number;
  /** Creation time in microseconds since 1970: its place in listing order. */
  createdAt: number;
  categoryId: number;
  sellerId: number;
  /** English and Kannada titles. */
  titles: string[];
  /** English and Kannada brand names. */
  brands: string[];
  /** Active ingredients' names, in both languages. */
  ingredients?: string[];
  /** The crops it is for: names, common names and romanised spellings. */
  crops?: string[];
  /** The pests, diseases and weeds it controls, named as crops are. */
  pests?: string[];
  /** Its description in both languages, as plain text. */
  descriptions?: string[];
}

export interface IndexedCategory {
  id: number;
  parentId: number | null;
  active: boolean;
  /** English and Kannada names. */
  names: string[];
  slug?: string;
}

export interface ListFilter {
  categoryId?: number | undefined;
  sellerId?: number | undefined;
}

/** A search's products in rank order, and what it searched for when that differs from the query. */
export interface SearchResult {
  ids: Int32Array;
  /** The query as understood, when a correction or a synonym decided the result. */
  searchedFor?: string;
}

/** Where a word occurs in a product; a posting carries these bits beside its document. */
const TITLE = 1;
const BRAND = 2;
const INGREDIENT = 4;
const CROP = 8;
const PEST = 16;
const CATEGORY = 32;
const DESCRIPTION = 64;
const FIELD_BITS = 7;
const FIELD_MASK = (1 << FIELD_BITS) - 1;
/** Field weights: title and brand above ingredient, above crop and pest, above category, above description. */
const FIELD_WEIGHTS: ReadonlyArray<[number, number]> = [
  [TITLE, 10],
  [BRAND, 9],
  [INGREDIENT, 7],
  [CROP, 5],
  [PEST, 5],
  [CATEGORY, 3],
  [DESCRIPTION, 1.5],
];
/** The weight of a posting: its best field's. */
const WEIGHT_OF_BITS = Float32Array.from({ length: 1 << FIELD_BITS }, (_, bits) =>
  Math.max(0, ...FIELD_WEIGHTS.filter(([bit]) => bits & bit).map(([, weight]) => weight)),
);
/** How well a term stands for the word typed: itself, a longer word, a near miss, a sound-alike, a synonym. */
const EXACT = 1;
const BEGINNING = 0.9;
const SYNONYM = 0.9;
const SOUNDS_LIKE = 0.85;
const SOUNDS_LIKE_BEGINNING = 0.75;
const TYPO = 0.7;
/** Scores are ranked to a tenth: a rank is (words matched) * SCORE_LEVELS + score * 10. */
const SCORE_LEVELS = 1024;
/** Words of a query past this are ignored: a query is a few words, not a paragraph. */
const MAX_QUERY_WORDS = 8;
/**
 * Description words in more than this share of products (and more than MIN_COMMON_DOCS) say
 * nothing about any one of them ('tested', 'batch', 'recommended'): they are left out of the
 * description field, which keeps the index small and the noise out of the ranking.
 */
const COMMON_SHARE = 0.08;
const MIN_COMMON_DOCS = 64;
/** Words that join others and mean nothing alone: dropped from a query that has other words. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
  'with',
  'ಮತ್ತು',
  'ಗೆ',
  'ಅಥವಾ',
]);

/** Words as search sees them: lower case, split on anything that is not a letter, digit or mark. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w.length > 0);
}

/** The query as a cache key: case, spacing and punctuation do not make a new search. */
export function normalizeQuery(text: string): string {
  return [...new Set(tokenize(text))].slice(0, MAX_QUERY_WORDS).join(' ');
}

/** Typos allowed in a word: none in short words, where one edit makes another word. */
function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Rolling rows of the typo table, reused by every comparison (search is synchronous). */
let typoRows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Whether `word` is within `max` typos of `term` or, with `prefixes`, of a beginning of `term`
 * shorter than it (the visitor is still typing). One optimal-string-alignment table of the word
 * against the term answers both: its last row holds the word's distance to every beginning of
 * the term, so no beginning is compared on its own.
 */
export function withinTypos(word: string, term: string, max: number, prefixes: boolean): boolean {
  const n = word.length;
  const m = term.length;
  const whole = Math.abs(n - m) <= max;
  // Beginnings of max typos or fewer are between n - max and n + max letters long.
  const lastPrefix = prefixes ? Math.min(m - 1, n + max) : 0;
  const firstPrefix = Math.max(1, n - max);
  if (!whole && lastPrefix < firstPrefix) return false;
  const cols = whole ? m : lastPrefix;
  if (typoRows[0]!.length <= cols) typoRows = [0, 1, 2].map(() => new Int32Array(2 * cols + 2));
  let [prevPrev, prev, row] = typoRows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= cols; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let rowMin = i;
    const a = word.charCodeAt(i - 1);
    for (let j = 1; j <= cols; j++) {
      const b = term.charCodeAt(j - 1);
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a === b ? 0 : 1));
      if (i > 1 && j > 1 && a === term.charCodeAt(j - 2) && word.charCodeAt(i - 2) === b) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return false;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  if (whole && prev[m]! <= max) return true;
  for (let j = firstPrefix; j <= lastPrefix; j++) if (prev[j]! <= max) return true;
  return false;
}

/** A least-recently-used memo bounded by the total weight (array lengths) it holds. */
export class Memo<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): V {
    const old = this.entries.get(key);
    if (old !== undefined) this.total -= this.weigh(old) + 1;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.total += this.weigh(value) + 1;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.total <= this.maxWeight || oldestKey === key) break;
      this.entries.delete(oldestKey);
      this.total -= this.weigh(oldest) + 1;
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}

/** Ids kept by the listing and result memos: 2 million each, 8 MB. */
const MEMO_IDS = 2_000_000;

const EMPTY = new Int32Array(0);
const NO_RESULT: SearchResult = { ids: EMPTY };

/** Plain text of the simple rich text product texts are written in. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
}

interface IndexParts extends ListingOrder {
  categoryOf: Int32Array;
  sellerOf: Int32Array;
  terms: string[];
  postings: Int32Array[];
  /** Per term, how many of its postings (the first ones) are in a field other than the description. */
  strong: Int32Array;
  /** Words left out of the description field as too common to say anything (COMMON_SHARE). */
  common: ReadonlySet<string>;
}

/** The words of each category's name and of the names above it, by category id. */
function categoryWords(categories: readonly IndexedCategory[]): Map<number, string[]> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const words = new Map<number, string[]>();
  for (const c of categories) {
    const found = new Set<string>();
    for (let at: IndexedCategory | undefined = c, depth = 0; at && depth < 32; depth++) {
      for (const name of at.names) for (const w of tokenize(name)) found.add(w);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    words.set(c.id, [...found]);
  }
  return words;
}

/**
 * The categories whose products are found by other words once `after` replaces `before`: those
 * renamed, moved or removed, and every category below them (a product is found by the names of
 * its category and of those above it). A new category has no product yet.
 */
export function recategorised(before: readonly IndexedCategory[], after: readonly IndexedCategory[]): Set<number> {
  const now = new Map(after.map((c) => [c.id, c]));
  const below = new Map<number, number[]>();
  for (const c of [...before, ...after]) {
    if (c.parentId === null) continue;
    const children = below.get(c.parentId) ?? [];
    children.push(c.id);
    below.set(c.parentId, children);
  }
  const found = new Set<number>();
  const add = (id: number) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of below.get(id) ?? []) add(child);
  };
  for (const was of before) {
    const is = now.get(was.id);
    const renamed = is === undefined || is.parentId !== was.parentId || is.names.join('\n') !== was.names.join('\n');
    if (renamed) add(was.id);
  }
  return found;
}

/**
 * Every word of a product with the fields it occurs in (bits), into `fields` (cleared first). A
 * product is found by its category's name and by the names of the categories above it.
 */
function markFields(
  product: IndexedProduct,
  categoryTerms: ReadonlyMap<number, string[]>,
  fields: Map<string, number>,
): void {
  fields.clear();
  const mark = (texts: readonly string[] | undefined, bit: number) => {
    if (!texts) return;
    for (const text of texts) for (const w of tokenize(text)) fields.set(w, (fields.get(w) ?? 0) | bit);
  };
  mark(product.descriptions?.map(plainText), DESCRIPTION);
  mark(categoryTerms.get(product.categoryId), CATEGORY);
  mark(product.pests, PEST);
  mark(product.crops, CROP);
  mark(product.ingredients, INGREDIENT);
  mark(product.brands, BRAND);
  mark(product.titles, TITLE);
}

/**
 * Takes products one at a time, in listing order, so a load never holds all of them as objects
 * at once (the peak memory of a rebuild is the index, not the catalogue).
 */
export class CatalogueIndexBuilder {
  private readonly ids: number[] = [];
  private readonly createdAt: number[] = [];
  private readonly categoryOf: number[] = [];
  private readonly sellerOf: number[] = [];
  /** Per term, its postings so far: typed and doubled as they grow (half the memory of number[]). */
  private readonly collected = new Map<string, { list: Int32Array; length: number }>();
  private readonly fields = new Map<string, number>();
  private readonly categoryTerms: ReadonlyMap<number, string[]>;

  constructor(
    private readonly categories: IndexedCategory[],
    private readonly synonyms: readonly SearchSynonym[] = [],
    /** Crops and pests a search with no result may offer, beside the categories. */
    private readonly places: readonly Place[] = [],
  ) {
    this.categoryTerms = categoryWords(categories);
  }

  add(product: IndexedProduct): void {
    const doc = this.ids.length;
    this.ids.push(product.id);
    this.createdAt.push(product.createdAt);
    this.categoryOf.push(product.categoryId);
    this.sellerOf.push(product.sellerId);
    markFields(product, this.categoryTerms, this.fields);
    for (const [term, bits] of this.fields) {
      let postings = this.collected.get(term);
      if (!postings) this.collected.set(term, (postings = { list: new Int32Array(4), length: 0 }));
      if (postings.length === postings.list.length) {
        const grown = new Int32Array(2 * postings.length);
        grown.set(postings.list);
        postings.list = grown;
      }
      postings.list[postings.length++] = (doc << FIELD_BITS) | bits;
    }
  }

  /**
   * A term's postings, those in a field other than the description first (a word being typed
   * reads only those), without its description-only postings when the word is common.
   */
  private kept(
    postings: { list: Int32Array; length: number },
    commonDocs: number,
  ): { list: Int32Array; strong: number; common: boolean } {
    const list = postings.list.subarray(0, postings.length);
    let descriptionOnly = 0;
    for (let i = 0; i < list.length; i++) if ((list[i]! & FIELD_MASK) === DESCRIPTION) descriptionOnly++;
    const common = descriptionOnly > commonDocs;
    const kept = new Int32Array(common ? list.length - descriptionOnly : list.length);
    const strong = list.length - descriptionOnly;
    let first = 0;
    let last = strong;
    for (let i = 0; i < list.length; i++) {
      const posting = list[i]!;
      if ((posting & FIELD_MASK) !== DESCRIPTION) kept[first++] = common ? posting & ~DESCRIPTION : posting;
      else if (!common) kept[last++] = posting;
    }
    return { list: kept, strong, common };
  }

  build(): CatalogueIndex {
    const commonDocs = Math.max(MIN_COMMON_DOCS, COMMON_SHARE * this.ids.length);
    const terms: string[] = [];
    const postings: Int32Array[] = [];
    const strong: number[] = [];
    const common = new Set<string>();
    for (const term of [...this.collected.keys()].sort()) {
      const kept = this.kept(this.collected.get(term)!, commonDocs);
      if (kept.common) common.add(term);
      if (kept.list.length === 0) continue;
      terms.push(term);
      postings.push(kept.list);
      strong.push(kept.strong);
    }
    this.collected.clear();
    return new CatalogueIndex(
      {
        ids: Int32Array.from(this.ids),
        createdAt: Float64Array.from(this.createdAt),
        categoryOf: Int32Array.from(this.categoryOf),
        sellerOf: Int32Array.from(this.sellerOf),
        terms,
        postings,
        strong: Int32Array.from(strong),
        common,
      },
      this.categories,
      this.synonyms,
      this.places,
    );
  }
}

/** What one query word stands for: terms with how well each stands for it. */
interface WordMatch {
  terms: Int32Array;
  quality: Float32Array;
  /** What the word was taken as when no term begins with it (a correction, a sound-alike, a synonym). */
  takenAs?: string;
  /** The synonym's first meaning, when a synonym named terms. */
  synonym?: string;
  /** A word still being typed: one or two letters, or three that are no word of the catalogue. */
  short?: boolean;
}

const NO_MATCH: WordMatch = { terms: EMPTY, quality: new Float32Array(0) };

export class CatalogueIndex {
  /** Product ids in listing order; a product's position here is its document number. */
  private readonly ids: Int32Array;
  private readonly createdAt: Float64Array;
  private readonly categoryOf: Int32Array;
  private readonly sellerOf: Int32Array;
  /** Every distinct word, sorted, so a prefix is a contiguous range. */
  private readonly terms: string[];
  /** Per term: (document << FIELD_BITS | fields it occurs in); description-only postings last. */
  private readonly postings: Int32Array[];
  private readonly strong: Int32Array;
  private readonly common: ReadonlySet<string>;
  private readonly categoryTerms: ReadonlyMap<number, string[]>;
  /** Terms found in a field other than the description. */
  private readonly named: Int32Array;
  /** Phonetic keys of the Kannada terms, sorted, and the terms of each. */
  private readonly keys: string[];
  private readonly keyTerms: number[][];
  /**
   * Synonyms by the phonetic key of the word typed: the catalogue words they stand for, and what
   * each farmer's word is shown as (its first meaning).
   */
  private readonly synonyms = new Map<string, { words: string[]; shownAs: Map<string, string> }>();
  private readonly childrenOf = new Map<number, number[]>();
  private readonly lists = new Memo<Int32Array>(MEMO_IDS, (ids) => ids.length);
  private readonly results = new Memo<SearchResult>(MEMO_IDS, (result) => result.ids.length);
  private readonly matches = new Memo<WordMatch>(100_000, (match) => match.terms.length);
  /** Scratch arrays of a search, one slot per document; a stamp says which search wrote a slot. */
  private stamp = 0;
  private wordStamp = EMPTY;
  private wordBest = new Float32Array(0);
  private docStamp = EMPTY;
  private docScore = new Float32Array(0);
  private docWords = new Uint8Array(0);
  private docRank = EMPTY;
  private foundBits = EMPTY;
  private touched = EMPTY;
  private found = EMPTY;

  /** Categories, crops and pests, for a search with no result. */
  private readonly places: Place[];
  /** What a search near nothing at all offers: the top categories. */
  private readonly roots: SearchSuggestion[];

  constructor(
    parts: IndexParts,
    private readonly categories: IndexedCategory[],
    private readonly synonymList: readonly SearchSynonym[] = [],
    private readonly placeList: readonly Place[] = [],
  ) {
    this.ids = parts.ids;
    this.createdAt = parts.createdAt;
    this.common = parts.common;
    this.categoryTerms = categoryWords(categories);
    this.categoryOf = parts.categoryOf;
    this.sellerOf = parts.sellerOf;
    this.terms = parts.terms;
    this.postings = parts.postings;
    this.strong = parts.strong;
    for (const c of categories) {
      if (!c.active || c.parentId === null) continue;
      const siblings = this.childrenOf.get(c.parentId) ?? [];
      siblings.push(c.id);
      this.childrenOf.set(c.parentId, siblings);
    }
    this.places = [
      ...categories
        .filter((c) => c.active)
        .map((c) => ({
          suggestion: {
            kind: 'category' as const,
            id: c.id,
            slug: c.slug ?? '',
            name: { en: c.names[0] ?? '', ...(c.names[1] ? { kn: c.names[1] } : {}) },
          },
          words: c.names.flatMap(tokenize),
        })),
      ...placeList,
    ];
    const topIds = new Set(categories.filter((c) => c.active && c.parentId === null).map((c) => c.id));
    this.roots = this.places
      .filter((p) => p.suggestion.kind === 'category' && topIds.has(p.suggestion.id ?? 0))
      .map((p) => p.suggestion);
    // Near misses and sound-alikes are looked for among the words of titles, brands, ingredients,
    // crops, pests and categories: the descriptions' many more words would make every
    // correction slower and find products through words that say little about them.
    const named: number[] = [];
    for (let i = 0; i < this.terms.length; i++) if ((this.strong[i] ?? 0) > 0) named.push(i);
    this.named = Int32Array.from(named);
    const byKey = new Map<string, number[]>();
    this.named.forEach((i) => {
      const term = this.terms[i]!;
      if (!isKannada(term)) return;
      const key = termKey(term);
      if (key.length < 2) return;
      const list = byKey.get(key);
      if (list) list.push(i);
      else byKey.set(key, [i]);
    });
    this.keys = [...byKey.keys()].sort();
    this.keyTerms = this.keys.map((k) => byKey.get(k) ?? []);
    for (const { word, means } of synonymList) {
      const key = phoneticKey(word);
      if (!key || means.length === 0) continue;
      const entry = this.synonyms.get(key) ?? { words: [], shownAs: new Map<string, string>() };
      for (const meaning of means) for (const w of tokenize(meaning)) if (!entry.words.includes(w)) entry.words.push(w);
      entry.shownAs.set(word, means[0]!);
      this.synonyms.set(key, entry);
    }
  }

  get productCount(): number {
    return this.ids.length;
  }

  /**
   * The index searching with these synonyms, its products and words as they are: search reads the
   * synonyms when it looks a word up, and no posting holds them.
   */
  withSynonyms(synonyms: readonly SearchSynonym[]): CatalogueIndex {
    const { ids, createdAt, categoryOf, sellerOf, terms, postings, strong, common } = this;
    return new CatalogueIndex(
      { ids, createdAt, categoryOf, sellerOf, terms, postings, strong, common },
      this.categories,
      synonyms,
      this.placeList,
    );
  }

  /** The products in listing order, as a patch moves them (listing-order.ts). */
  get order(): ListingOrder {
    return { ids: this.ids, createdAt: this.createdAt };
  }

  /**
   * The index with a patch applied: the products `order` keeps moved to their new positions, and
   * `added` (each at its position in `order.added`) found by their words, as a full build would
   * find them; with `categories`, the tree as it is now (a changed category's products among the
   * added, since they are found by its names). A word's description-only postings are left out
   * as the full build left them: by whether it was too common then (the share drifts until the
   * next full load).
   *
   * Linear in the postings, and every posting list is rewritten in place: a copy of each would
   * double the index's memory during the patch, which runs on the server's only thread. This
   * index is given up: only the returned one may be used.
   */
  patched(
    order: Reorder,
    added: readonly IndexedProduct[],
    categories: IndexedCategory[] = this.categories,
  ): CatalogueIndex {
    const categoryTerms = categories === this.categories ? this.categoryTerms : categoryWords(categories);
    const size = order.ids.length;
    const categoryOf = new Int32Array(size);
    const sellerOf = new Int32Array(size);
    const kept = order.kept;
    for (let doc = 0; doc < kept.length; doc++) {
      const to = kept[doc]!;
      if (to < 0) continue;
      categoryOf[to] = this.categoryOf[doc]!;
      sellerOf[to] = this.sellerOf[doc]!;
    }
    // The added products' postings by word: in a field other than the description, and in it only.
    const incoming = new Map<string, { strong: number[]; weak: number[] }>();
    const fields = new Map<string, number>();
    added.forEach((product, i) => {
      const doc = order.added[i]!;
      categoryOf[doc] = product.categoryId;
      sellerOf[doc] = product.sellerId;
      markFields(product, categoryTerms, fields);
      for (const [term, bits] of fields) {
        const common = this.common.has(term);
        if (bits === DESCRIPTION && common) continue;
        let postings = incoming.get(term);
        if (!postings) incoming.set(term, (postings = { strong: [], weak: [] }));
        const posting = (doc << FIELD_BITS) | (common ? bits & ~DESCRIPTION : bits);
        (bits === DESCRIPTION ? postings.weak : postings.strong).push(posting);
      }
    });
    const terms: string[] = [];
    const postings: Int32Array[] = [];
    const strong: number[] = [];
    const keep = (term: string, list: Int32Array, strongCount: number) => {
      const more = incoming.get(term);
      if (more) {
        const merged = new Int32Array(list.length + more.strong.length + more.weak.length);
        merged.set(list.subarray(0, strongCount));
        merged.set(more.strong, strongCount);
        merged.set(list.subarray(strongCount), strongCount + more.strong.length);
        merged.set(more.weak, list.length + more.strong.length);
        list = merged;
        strongCount += more.strong.length;
      }
      if (list.length === 0) return;
      terms.push(term);
      postings.push(list);
      strong.push(strongCount);
    };
    const newTerms = [...incoming.keys()]
      .filter((term) => this.terms[this.lowerBoundIn(this.terms, term)] !== term)
      .sort();
    let next = 0;
    for (let t = 0; t < this.terms.length; t++) {
      const term = this.terms[t]!;
      for (; next < newTerms.length && newTerms[next]! < term; next++) keep(newTerms[next]!, EMPTY, 0);
      const list = this.postings[t]!;
      const strongBefore = this.strong[t]!;
      let strongCount = strongBefore;
      let at = 0;
      for (let i = 0; i < list.length; i++) {
        const posting = list[i]!;
        const to = kept[posting >>> FIELD_BITS]!;
        if (to < 0) {
          if (i < strongBefore) strongCount--;
          continue;
        }
        list[at++] = (to << FIELD_BITS) | (posting & FIELD_MASK);
      }
      keep(term, list.subarray(0, at), strongCount);
    }
    for (; next < newTerms.length; next++) keep(newTerms[next]!, EMPTY, 0);
    return new CatalogueIndex(
      {
        ids: order.ids,
        createdAt: order.createdAt,
        categoryOf,
        sellerOf,
        terms,
        postings,
        strong: Int32Array.from(strong),
        common: this.common,
      },
      categories,
      this.synonymList,
      this.placeList,
    );
  }

  /** The categories the index was made with. */
  get categoryList(): readonly IndexedCategory[] {
    return this.categories;
  }

  /** The ids of the products in these categories (not below them). */
  productsIn(categoryIds: ReadonlySet<number>): number[] {
    const found: number[] = [];
    for (let doc = 0; doc < this.ids.length; doc++)
      if (categoryIds.has(this.categoryOf[doc]!)) found.push(this.ids[doc]!);
    return found;
  }

  get termCount(): number {
    return this.terms.length;
  }

  /** A category and every active category below it. */
  subtree(categoryId: number): Set<number> {
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i++) {
      for (const child of this.childrenOf.get(ids[i] ?? 0) ?? []) ids.push(child);
    }
    return new Set(ids);
  }

  private accepts(filter: ListFilter): ((doc: number) => boolean) | null {
    const { categoryId, sellerId } = filter;
    if (categoryId === undefined && sellerId === undefined) return null;
    const categories = categoryId === undefined ? null : this.subtree(categoryId);
    return (doc) =>
      (categories === null || categories.has(this.categoryOf[doc] ?? 0)) &&
      (sellerId === undefined || this.sellerOf[doc] === sellerId);
  }

  /** Product ids of a listing, newest first. */
  list(filter: ListFilter): Int32Array {
    const accepts = this.accepts(filter);
    if (!accepts) return this.ids;
    const key = `${filter.categoryId ?? ''}:${filter.sellerId ?? ''}`;
    const known = this.lists.get(key);
    if (known) return known;
    const found: number[] = [];
    for (let doc = 0; doc < this.ids.length; doc++) if (accepts(doc)) found.push(this.ids[doc] ?? 0);
    return this.lists.set(key, Int32Array.from(found));
  }

  /** For a search with no result: the categories, crops and pests nearest its words. */
  closest(query: string): SearchSuggestion[] {
    const near = closestPlaces(normalizeQuery(query).split(' ').filter(Boolean), this.places);
    return near.length > 0 ? near : this.roots;
  }

  /** The next stamp; the scratch arrays are cleared when stamps run out. */
  private nextStamp(): number {
    if (this.wordStamp.length !== this.ids.length) {
      const n = this.ids.length;
      this.wordStamp = new Int32Array(n);
      this.wordBest = new Float32Array(n);
      this.docStamp = new Int32Array(n);
      this.docScore = new Float32Array(n);
      this.docWords = new Uint8Array(n);
      this.docRank = new Int32Array(n);
      this.foundBits = new Int32Array((n >>> 5) + 1);
      this.touched = new Int32Array(n);
      this.found = new Int32Array(n);
      this.stamp = 0;
    }
    if (++this.stamp >= 0x7fffffff) {
      this.wordStamp.fill(0);
      this.docStamp.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  /**
   * One ranked search over titles, brands, ingredients, crops, pests, categories and descriptions.
   * Each query word stands for the terms it begins, else its near misses, and for the terms that
   * sound like it or that a synonym names; a product scores, per word, its best term's quality
   * times that term's best field weight. Products matching more of the query's words come first,
   * then higher scores, then newest first. A word that matches nothing is left out.
   */
  search(query: string, filter: ListFilter): SearchResult {
    const normalized = normalizeQuery(query);
    const key = `${filter.categoryId ?? ''}:${filter.sellerId ?? ''}:${normalized}`;
    const known = this.results.get(key);
    if (known) return known;

    let words = normalized.split(' ').filter(Boolean);
    const meaningful = words.filter((w) => !STOP_WORDS.has(w));
    if (meaningful.length > 0) words = meaningful;
    const slots: Array<{ words: string[]; match: WordMatch }> = words.map((w) => ({
      words: [w],
      match: this.termsFor(w),
    }));
    // Kannada compounds are one word ('keetanashaka'); farmers often type them as two.
    for (let i = 0; i + 1 < words.length; i++) {
      const joined = `${words[i]}${words[i + 1]}`;
      if (!/^[a-z]+$/.test(joined)) continue;
      const match = this.soundsLike(joined, false);
      if (match.terms.length > 0) slots.push({ words: [words[i]!, words[i + 1]!], match });
    }
    const matched = slots.filter((s) => s.match.terms.length > 0);
    if (matched.length === 0) return this.results.set(key, NO_RESULT);

    const searchStamp = this.nextStamp();
    let found = 0;
    for (const { match } of matched) {
      const stamp = this.nextStamp();
      let touched = 0;
      for (let t = 0; t < match.terms.length; t++) {
        const term = match.terms[t]!;
        const quality = match.quality[t]!;
        // A word still being typed ('to', 'tom'): descriptions would match much of the catalogue
        // and decide nothing, so only the other fields are read.
        const all = this.postings[term] ?? EMPTY;
        const list = match.short ? all.subarray(0, this.strong[term]) : all;
        for (let i = 0; i < list.length; i++) {
          const posting = list[i]!;
          const doc = posting >>> FIELD_BITS;
          const score = quality * WEIGHT_OF_BITS[posting & FIELD_MASK]!;
          if (this.wordStamp[doc] !== stamp) {
            this.wordStamp[doc] = stamp;
            this.wordBest[doc] = score;
            this.touched[touched++] = doc;
          } else if (score > this.wordBest[doc]!) this.wordBest[doc] = score;
        }
      }
      for (let i = 0; i < touched; i++) {
        const doc = this.touched[i]!;
        if (this.docStamp[doc] !== searchStamp) {
          this.docStamp[doc] = searchStamp;
          this.docScore[doc] = 0;
          this.docWords[doc] = 0;
          this.found[found++] = doc;
        }
        this.docScore[doc]! += this.wordBest[doc]!;
        this.docWords[doc]!++;
      }
    }

    const ids = this.ranked(found, this.accepts(filter));
    const result: SearchResult = { ids };
    const searchedFor = this.searchedFor(words, slots);
    if (ids.length > 0 && searchedFor !== undefined) result.searchedFor = searchedFor;
    return this.results.set(key, result);
  }

  /**
   * The found products in rank order: words matched, then score (to a tenth), then listing order.
   * They are marked in a bitmap of the catalogue and read back in listing order (a pass over one
   * bit per product, and the found ones), counted into their rank's bucket as they come: a stable
   * bucket order, with no sort.
   */
  private ranked(found: number, accepts: ((doc: number) => boolean) | null): Int32Array {
    // Words can stand for terms with no posting in the fields read (a word still being typed
    // reads no descriptions): nothing found, and no range of listing order to read.
    if (found === 0) return EMPTY;
    const rank = this.docRank;
    const bits = this.foundBits;
    let top = 0;
    let first = this.ids.length;
    let last = -1;
    for (let i = 0; i < found; i++) {
      const doc = this.found[i]!;
      const r = this.docWords[doc]! * SCORE_LEVELS + Math.min(SCORE_LEVELS - 1, Math.round(this.docScore[doc]! * 10));
      rank[doc] = r;
      if (r > top) top = r;
      if (doc < first) first = doc;
      if (doc > last) last = doc;
      bits[doc >>> 5]! |= 1 << (doc & 31);
    }
    const starts = new Int32Array(top + 2);
    const ordered = this.touched;
    let kept = 0;
    for (let w = first >>> 5; w <= last >>> 5; w++) {
      let word = bits[w]!;
      if (word === 0) continue;
      bits[w] = 0;
      while (word !== 0) {
        const doc = (w << 5) | (31 - Math.clz32(word & -word));
        word &= word - 1;
        if (accepts && !accepts(doc)) continue;
        ordered[kept++] = doc;
        starts[top - rank[doc]! + 1]!++;
      }
    }
    for (let r = 1; r < starts.length; r++) starts[r]! += starts[r - 1]!;
    const ids = new Int32Array(kept);
    for (let i = 0; i < kept; i++) {
      const doc = ordered[i]!;
      ids[starts[top - rank[doc]!]!++] = this.ids[doc]!;
    }
    return ids;
  }

  /**
   * The query as the search understood it, when that differs from what was typed: a word taken as
   * a correction, a sound-alike or a synonym shows as what it was taken as, and a word that
   * matched nothing is left out.
   */
  private searchedFor(words: string[], slots: Array<{ words: string[]; match: WordMatch }>): string | undefined {
    const shown: string[] = [];
    let changed = false;
    const direct = (i: number) => {
      const match = slots[i]?.match;
      return match !== undefined && match.terms.length > 0 && match.takenAs === undefined;
    };
    for (let i = 0; i < words.length; i++) {
      const joined = slots.find((s) => s.words.length === 2 && s.words[0] === words[i])?.match.takenAs;
      const own = slots[i]!.match;
      // Two words read as one compound ('keeta nashaka') when neither stood for itself.
      if (joined !== undefined && !direct(i) && !direct(i + 1)) {
        shown.push(joined);
        changed = true;
        i++;
      } else if (own.terms.length === 0) {
        changed = true;
      } else if (own.takenAs !== undefined) {
        if (shown.at(-1) !== own.takenAs) shown.push(own.takenAs);
        changed = true;
      } else {
        shown.push(words[i]!);
      }
    }
    return changed && shown.length > 0 ? shown.join(' ') : undefined;
  }

  /** Term numbers a query word stands for, with how well each stands for it. */
  private termsFor(word: string): WordMatch {
    const known = this.matches.get(word);
    if (known) return known;
    const found = new Map<number, number>();
    const add = (term: number, quality: number) => {
      if ((found.get(term) ?? 0) < quality) found.set(term, quality);
    };
    for (const t of this.beginningWith(word)) add(t, this.terms[t] === word ? EXACT : BEGINNING);
    // The other number of an English word counts as the word ('aphid' for 'aphids').
    for (const variant of numberVariants(word)) for (const t of this.beginningWith(variant)) add(t, BEGINNING);
    let takenAs: string | undefined;
    const direct = found.size > 0;
    const sounds = /^[a-z]{3,}$/.test(word) ? this.soundsLike(word) : NO_MATCH;
    sounds.terms.forEach((t, i) => add(t, sounds.quality[i]!));
    if (!direct) {
      // What the word is shown as: its synonym, else its spelling corrected, else its sound-alike.
      // A word the synonym list knows means its synonym, not a catalogue word one letter away.
      const near = sounds.synonym === undefined ? this.nearMisses(word) : [];
      for (const t of near) add(t, TYPO);
      takenAs = sounds.synonym ?? this.mostUsed(near) ?? sounds.takenAs;
    }
    const terms = Int32Array.from(found.keys());
    const match: WordMatch = { terms, quality: Float32Array.from(terms, (t) => found.get(t) ?? 0) };
    if (takenAs !== undefined && terms.length > 0) match.takenAs = takenAs;
    // A word of three letters or fewer that is not a word of the catalogue is still being typed.
    const letters = [...word].length;
    if (letters <= 2 || (letters === 3 && this.terms[this.lowerBoundIn(this.terms, word)] !== word)) match.short = true;
    return this.matches.set(word, match);
  }

  /**
   * Terms a Latin word sounds like or that its synonym names: its phonetic key against the keys
   * of the Kannada terms (whole, as a beginning, or, when `loose`, inside a compound or one typo
   * away), and the synonym list.
   */
  private soundsLike(word: string, loose = true): WordMatch {
    const key = phoneticKey(word);
    if (key.length < 2) return NO_MATCH;
    const found = new Map<number, number>();
    const add = (term: number, quality: number) => {
      if ((found.get(term) ?? 0) < quality) found.set(term, quality);
    };
    const meanings = this.synonyms.get(key);
    let takenAs: string | undefined;
    if (meanings) {
      for (const meaning of meanings.words) for (const t of this.beginningWith(meaning)) add(t, SYNONYM);
      takenAs = meanings.shownAs.get(word) ?? meanings.shownAs.values().next().value;
    }
    const whole: number[] = [];
    for (let k = this.lowerBoundIn(this.keys, key); k < this.keys.length && this.keys[k]!.startsWith(key); k++) {
      const exact = this.keys[k] === key;
      if (!exact && (meanings || key.length < 3)) break;
      for (const t of this.keyTerms[k]!) {
        add(t, exact ? SOUNDS_LIKE : SOUNDS_LIKE_BEGINNING);
        if (exact) whole.push(t);
      }
    }
    if (loose && !meanings && key.length >= 5) {
      this.keys.forEach((k, i) => {
        if (k.length > key.length && !k.startsWith(key) && k.includes(key)) {
          for (const t of this.keyTerms[i]!) add(t, SOUNDS_LIKE_BEGINNING);
        }
      });
    }
    if (loose && found.size === 0 && key.length >= 6) {
      this.keys.forEach((k, i) => {
        if (withinTypos(key, k, 1, true)) for (const t of this.keyTerms[i]!) add(t, TYPO);
      });
    }
    const synonym = takenAs;
    takenAs ??= this.mostUsed(whole.length > 0 ? whole : [...found.keys()]);
    const terms = Int32Array.from(found.keys());
    const match: WordMatch = { terms, quality: Float32Array.from(terms, (t) => found.get(t) ?? 0) };
    if (takenAs !== undefined && terms.length > 0) match.takenAs = takenAs;
    if (synonym !== undefined && terms.length > 0) match.synonym = synonym;
    return match;
  }

  /** The term of these with the most products: what a correction shows. */
  private mostUsed(terms: readonly number[]): string | undefined {
    let best: number | undefined;
    for (const t of terms) {
      if (best === undefined || (this.postings[t]?.length ?? 0) > (this.postings[best]?.length ?? 0)) best = t;
    }
    return best === undefined ? undefined : this.terms[best];
  }

  private beginningWith(word: string): number[] {
    const found: number[] = [];
    for (let i = this.lowerBoundIn(this.terms, word); i < this.terms.length && this.terms[i]!.startsWith(word); i++) {
      found.push(i);
    }
    return found;
  }

  private lowerBoundIn(sorted: readonly string[], word: string): number {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Terms within the allowed typos of the word, or whose beginning is (the visitor is still
   * typing). Beginnings are compared only for terms sharing the word's first letter, which keeps
   * the scan to a fraction of the vocabulary; a typo in the first letter of a half-typed word is
   * rare.
   */
  private nearMisses(word: string): number[] {
    const max = allowedTypos(word);
    if (max === 0 || /^\p{N}+$/u.test(word)) return [];
    const found: number[] = [];
    const first = word[0];
    for (const i of this.named) {
      const term = this.terms[i]!;
      if (withinTypos(word, term, max, term[0] === first)) found.push(i);
    }
    return found;
  }
}

/** The other number of an English word: 'whitefly' for 'whiteflies' and back, 'aphid' for 'aphids'. */
function numberVariants(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('y')) return [`${word.slice(0, -1)}ies`];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

/**
 * The catalogue's listing order, filters and search terms, held in memory.
 *
 * PGlite runs in this process's only thread, so a query that sorts or counts a large subtree,
 * or scans trigram matches, stalls every other request. This index answers "which products, in
 * which order, how many" with array work measured in microseconds; the database is then asked
 * only for the cards of one page, by primary key. It is a cache of the database: rebuilt when
 * the `catalogue_index_state` generation moves (see repository.ts and migration 0002).
 */

/** One active product, in listing order (newest first). */
export interface IndexedProduct {
  id: number;
  categoryId: number;
  sellerId: number;
  /** English and Kannada titles. */
  titles: string[];
  /** English and Kannada brand names. */
  brands: string[];
}

export interface IndexedCategory {
  id: number;
  parentId: number | null;
  active: boolean;
  names: string[];
}

export interface ListFilter {
  categoryId?: number | undefined;
  sellerId?: number | undefined;
}

const TITLE = 1;
const BRAND = 2;
const CATEGORY = 4;
/** Words of a query past this are ignored: a query is a few words, not a paragraph. */
const MAX_QUERY_WORDS = 8;

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
class Memo<V> {
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
}

/** Ids kept by the listing and result memos: 2 million each, 8 MB. */
const MEMO_IDS = 2_000_000;

const EMPTY = new Int32Array(0);

interface IndexParts {
  ids: Int32Array;
  categoryOf: Int32Array;
  sellerOf: Int32Array;
  terms: string[];
  postings: Int32Array[];
}

/**
 * Takes products one at a time, in listing order, so a load never holds all of them as objects
 * at once (the peak memory of a rebuild is the index, not the catalogue).
 */
export class CatalogueIndexBuilder {
  private readonly ids: number[] = [];
  private readonly categoryOf: number[] = [];
  private readonly sellerOf: number[] = [];
  /** Per term, its postings so far: typed and doubled as they grow (half the memory of number[]). */
  private readonly collected = new Map<string, { list: Int32Array; length: number }>();
  private readonly fields = new Map<string, number>();
  /** A product is found by its category's name and by the names of the categories above it. */
  private readonly categoryTerms = new Map<number, string[]>();

  constructor(private readonly categories: IndexedCategory[]) {
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const c of categories) {
      const words = new Set<string>();
      for (let at: IndexedCategory | undefined = c, depth = 0; at && depth < 32; depth++) {
        for (const name of at.names) for (const w of tokenize(name)) words.add(w);
        at = at.parentId === null ? undefined : byId.get(at.parentId);
      }
      this.categoryTerms.set(c.id, [...words]);
    }
  }

  add(product: IndexedProduct): void {
    const doc = this.ids.length;
    this.ids.push(product.id);
    this.categoryOf.push(product.categoryId);
    this.sellerOf.push(product.sellerId);
    const fields = this.fields;
    fields.clear();
    for (const text of product.titles) for (const w of tokenize(text)) fields.set(w, (fields.get(w) ?? 0) | TITLE);
    for (const text of product.brands) for (const w of tokenize(text)) fields.set(w, (fields.get(w) ?? 0) | BRAND);
    for (const w of this.categoryTerms.get(product.categoryId) ?? []) fields.set(w, (fields.get(w) ?? 0) | CATEGORY);
    for (const [term, bits] of fields) {
      let postings = this.collected.get(term);
      if (!postings) this.collected.set(term, (postings = { list: new Int32Array(8), length: 0 }));
      if (postings.length === postings.list.length) {
        const grown = new Int32Array(2 * postings.length);
        grown.set(postings.list);
        postings.list = grown;
      }
      postings.list[postings.length++] = (doc << 3) | bits;
    }
  }

  build(): CatalogueIndex {
    const terms = [...this.collected.keys()].sort();
    return new CatalogueIndex(
      {
        ids: Int32Array.from(this.ids),
        categoryOf: Int32Array.from(this.categoryOf),
        sellerOf: Int32Array.from(this.sellerOf),
        terms,
        postings: terms.map((t) => {
          const postings = this.collected.get(t);
          return postings ? postings.list.slice(0, postings.length) : EMPTY;
        }),
      },
      this.categories,
    );
  }
}

export class CatalogueIndex {
  /** Product ids in listing order; a product's position here is its document number. */
  private readonly ids: Int32Array;
  private readonly categoryOf: Int32Array;
  private readonly sellerOf: Int32Array;
  /** Every distinct word, sorted, so a prefix is a contiguous range. */
  private readonly terms: string[];
  /** Per term: (document << 3 | fields it occurs in), in document order. */
  private readonly postings: Int32Array[];
  private readonly childrenOf = new Map<number, number[]>();
  private readonly lists = new Memo<Int32Array>(MEMO_IDS, (ids) => ids.length);
  private readonly results = new Memo<Int32Array>(MEMO_IDS, (ids) => ids.length);
  /** Per query word, reused by every search (search is synchronous): no garbage per query. */
  private readonly marks: Int32Array[] = [];
  private epoch = 0;
  /** The rarest word's documents, gathered and sorted into listing order. */
  private candidates = new Int32Array(0);
  private readonly matches = new Memo<number[]>(100_000, (terms) => terms.length);

  constructor(parts: IndexParts, categories: IndexedCategory[]) {
    this.ids = parts.ids;
    this.categoryOf = parts.categoryOf;
    this.sellerOf = parts.sellerOf;
    this.terms = parts.terms;
    this.postings = parts.postings;
    for (const c of categories) {
      if (!c.active || c.parentId === null) continue;
      const siblings = this.childrenOf.get(c.parentId) ?? [];
      siblings.push(c.id);
      this.childrenOf.set(c.parentId, siblings);
    }
  }

  get productCount(): number {
    return this.ids.length;
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

  /**
   * Product ids matching every word of the query (a word matches a term it begins, or, when no
   * term begins with it, a term within a typo or two), title matches first, then brand, then
   * category; newest first within each. Words that match nothing at all are dropped, so a stray
   * "for" or "the" does not empty the results.
   */
  search(query: string, filter: ListFilter): Int32Array {
    const normalized = normalizeQuery(query);
    const key = `${filter.categoryId ?? ''}:${filter.sellerId ?? ''}:${normalized}`;
    const known = this.results.get(key);
    if (known) return known;

    // Per word, the fields each document matches it in, rarest word first. Marks carry the
    // search's epoch above the field bits, so nothing is cleared between searches.
    if (++this.epoch >= 1 << 27) {
      for (const marks of this.marks) marks.fill(0);
      this.epoch = 1;
    }
    const stamp = this.epoch << 3;
    const words: Array<{ marks: Int32Array; terms: number[]; postings: number }> = [];
    for (const word of normalized.split(' ')) {
      const terms = word ? this.termsFor(word) : [];
      if (terms.length === 0) continue;
      const marks = this.marks[words.length] ?? new Int32Array(this.ids.length);
      this.marks[words.length] = marks;
      let postings = 0;
      for (const t of terms) {
        const list = this.postings[t] ?? EMPTY;
        postings += list.length;
        for (let i = 0; i < list.length; i++) {
          const doc = list[i]! >>> 3;
          const old = marks[doc]!;
          marks[doc] = ((old & ~7) === stamp ? old : stamp) | (list[i]! & 7);
        }
      }
      words.push({ marks, terms, postings });
    }
    if (words.length === 0) return this.results.set(key, EMPTY);
    words.sort((a, b) => a.postings - b.postings);
    const fieldsOf = (marks: Int32Array, doc: number) => {
      const mark = marks[doc]!;
      return (mark & ~7) === stamp ? mark & 7 : 0;
    };

    const accepts = this.accepts(filter);
    const rarest = words[0]!;
    const rest = words.slice(1).map((w) => w.marks);
    const tiers: [number[], number[], number[]] = [[], [], []];
    const consider = (doc: number) => {
      let fields = fieldsOf(rarest.marks, doc);
      if (fields === 0) return;
      let inTitle = fields & TITLE;
      let inTitleOrBrand = fields & (TITLE | BRAND) ? 1 : 0;
      for (let w = 0; w < rest.length && fields !== 0; w++) {
        fields = fieldsOf(rest[w]!, doc);
        inTitle &= fields;
        inTitleOrBrand &= fields & (TITLE | BRAND) ? 1 : 0;
      }
      if (fields === 0 || (accepts && !accepts(doc))) return;
      tiers[inTitle ? 0 : inTitleOrBrand ? 1 : 2].push(this.ids[doc]!);
    };
    if (rarest.postings * 8 < this.ids.length) {
      // A rare word: visit its documents in listing order rather than every document.
      if (this.candidates.length < rarest.postings) this.candidates = new Int32Array(2 * rarest.postings);
      let count = 0;
      for (const t of rarest.terms) {
        const list = this.postings[t] ?? EMPTY;
        for (let i = 0; i < list.length; i++) this.candidates[count++] = list[i]! >>> 3;
      }
      const docs = this.candidates.subarray(0, count).sort();
      for (let i = 0; i < count; i++) if (i === 0 || docs[i] !== docs[i - 1]) consider(docs[i]!);
    } else {
      for (let doc = 0; doc < this.ids.length; doc++) consider(doc);
    }
    const ranked = new Int32Array(tiers[0].length + tiers[1].length + tiers[2].length);
    ranked.set(tiers[0]);
    ranked.set(tiers[1], tiers[0].length);
    ranked.set(tiers[2], tiers[0].length + tiers[1].length);
    return this.results.set(key, ranked);
  }

  /** Term numbers a query word stands for: the terms it begins, else its near misses. */
  private termsFor(word: string): number[] {
    const known = this.matches.get(word);
    if (known) return known;
    const found: number[] = [];
    for (let i = this.lowerBound(word); i < this.terms.length && this.terms[i]!.startsWith(word); i++) found.push(i);
    return this.matches.set(word, found.length > 0 ? found : this.nearMisses(word));
  }

  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid]! < word) lo = mid + 1;
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
    this.terms.forEach((term, i) => {
      if (withinTypos(word, term, max, term[0] === first)) found.push(i);
    });
    return found;
  }
}

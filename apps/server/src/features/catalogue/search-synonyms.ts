/**
 * A word farmers use for what the catalogue calls otherwise: romanised Kannada and the Hindi and
 * Indian-English words common in Karnataka's shops. A word is compared by its phonetic key, so
 * one entry covers its loose spellings ('gobbara', 'gobbra', 'gobara'). Rows of `search_synonyms`
 * (migration 0017 seeds the defaults; the back office edits them).
 */
export interface SearchSynonym {
  /** What the farmer types: one word. */
  word: string;
  /** Catalogue words it stands for, in English; a product matching any of them is found. */
  means: string[];
}

/** Business constants of spec section 9. */
export const PAGE_SIZE = {
  listing: 40,
  latest: 10,
  suggestions: 4,
  search: 20,
  brands: 9,
  reviewsOnProduct: 3,
} as const;

/** No page may ask for more rows than this, whatever the client sends. */
export const MAX_PAGE_SIZE = 100;
/** Past this a page index is refused: deep offsets are an unbounded scan. */
export const MAX_PAGE_NUM = 10_000;
/** Deepest nesting of objects and arrays a JSON request body may have; no call needs more than a few. */
export const MAX_JSON_DEPTH = 64;
/** Longest search text we look at; longer input is refused, not truncated silently. */
export const MAX_SEARCH_LENGTH = 100;
/** Most values one listing filter takes (brands, crops, pests): more is refused, not trimmed. */
export const MAX_FILTER_VALUES = 50;

export const SEO_DESCRIPTION_LENGTH = 160;
export const STATUS_ACTIVE = 'ACTIVE';
export const LATEST_QUERY = 'Latest';
export const PLATFORM_HEADER = 'x-platform';
export const PLATFORM_WEB = 'web';

/** The longest first or last name: the form's boxes stop there and the message says it. */
export const NAME_MAX_LENGTH = 50;

/**
 * Plain values of the catalogue, kept apart from its schemas: a browser module that reads only
 * these does not bring zod and every catalogue schema into its chunk. The home page's grid reads
 * a listing's address with them and a listing's filters their steps: the home page has a start-up
 * budget, and a listing opens without zod (e2e/startup-javascript.spec.ts).
 */

/** A reference term's slug: lower-case words joined by dashes ('brown-plant-hopper'). */
export const AGRONOMY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How a listing may be ordered; `relevance` is a search's ranking, and newest first elsewhere. */
export const PRODUCT_SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'newest',
  'discount',
  'rating',
  'popular',
] as const;

/** The discount and rating thresholds a listing offers as facets ('10% off or more', '4★ & up'). */
export const DISCOUNT_STEPS = [10, 25, 50] as const;
export const RATING_STEPS = [4, 3, 2] as const;

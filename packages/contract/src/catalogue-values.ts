/**
 * Plain values of the catalogue, kept apart from its schemas: a browser module that reads only
 * these does not bring zod and every catalogue schema into its chunk. The home page's grid reads
 * a listing's address with them, and the home page has a start-up budget.
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

import { z } from 'zod';
import {
  MAX_FILTER_VALUES,
  MAX_PAGE_NUM,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZE,
  STATUS_ACTIVE,
} from './limits.js';
import { issueCode } from './error-codes.js';
import { PRODUCT_SORTS } from './catalogue-values.js';
import { agronomySlug, agronomyTerm, productAgronomy } from './agronomy.js';
import { productLabel, sellerLicences } from './label.js';

/** A catalogue text in several languages; English is always present and is the fallback. */
export const localizedText = z.object({ en: z.string(), kn: z.string().optional() });

/** A database id as it appears in a path, query or body: a positive 32-bit integer. */
export const id = z.coerce
  .number({ error: issueCode('invalidId') })
  .int(issueCode('invalidId'))
  .positive(issueCode('invalidId'))
  .max(2_147_483_647, issueCode('invalidId'));

export const idParams = z.object({ id });

export const status = z.literal(STATUS_ACTIVE).default(STATUS_ACTIVE);

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(0).max(MAX_PAGE_NUM).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.listing),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });
}

// ---- Categories ----
export interface Category {
  id: number;
  name: z.infer<typeof localizedText>;
  slug: string;
  imageUrl: string | null;
  childCategories: Category[];
}
export const category: z.ZodType<Category> = z.object({
  id: z.number().int(),
  name: localizedText,
  slug: z.string(),
  imageUrl: z.string().nullable(),
  get childCategories() {
    return z.array(category);
  },
});

export const categoriesBody = z.object({ status, parentId: id.optional() }).default({ status: STATUS_ACTIVE });
export const categoriesResponse = z.object({ rootCategories: z.array(category) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

// ---- Sellers (brand tiles) ----
export const seller = z.object({
  id: z.number().int(),
  name: localizedText,
  slug: z.string(),
  image: z.string().nullable(),
});
export type Seller = z.infer<typeof seller>;

export const sellersBody = z
  .object({
    status,
    pageNum: pageQuery.shape.pageNum,
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.brands),
  })
  .default({ status: STATUS_ACTIVE, pageNum: 0, pageSize: PAGE_SIZE.brands });
export const sellersResponse = paged(seller);
export type SellersResponse = z.infer<typeof sellersResponse>;

// ---- Products ----
export const variant = z.object({
  id: z.number().int(),
  name: localizedText,
  /** Paise. */
  price: z.number().int(),
  /** Paise; null when the variant is sold at its list price. */
  salePrice: z.number().int().nullable(),
  inventory: z.number().int(),
  isProductAvailable: z.boolean(),
  /** Centimetres. */
  height: z.number(),
  length: z.number(),
  width: z.number(),
  /** Kilograms. */
  weight: z.number(),
});
export type Variant = z.infer<typeof variant>;

export const reviewInfo = z.object({
  averageRating: z.number(),
  ratingCount: z.number().int(),
  ratingCounts: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
});
export type ReviewInfo = z.infer<typeof reviewInfo>;

/** What a product card needs: no long texts. */
export const productSummary = z.object({
  id: z.number().int(),
  title: localizedText,
  brand: localizedText,
  images: z.array(z.string()),
  sellerId: z.number().int(),
  categoryId: z.number().int(),
  variants: z.array(variant),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const product = productSummary.extend({
  name: z.string(),
  description: localizedText,
  application: localizedText,
  features: localizedText,
  /** Rich text (a small, sanitised subset of HTML) per language. */
  dosage: localizedText,
  status: z.string(),
  cropTags: z.array(z.string()),
  /** Ingredients, crops, targets, stage and dose (issue 18). */
  agronomy: productAgronomy,
  /** The crops and targets `agronomy` names, resolved, so a page names them in both languages. */
  agronomyTerms: z.array(agronomyTerm),
  /** Label and safety facts (issue 21). */
  label: productLabel,
  category: z.object({ id: z.number().int(), name: localizedText, slug: z.string() }),
  /** The seller with the licences it sells crop inputs under (issue 21). */
  seller: seller.extend({ licences: sellerLicences }),
  reviewInfo,
  createdDate: z.string(),
});
export type Product = z.infer<typeof product>;

// ---- Filters, sort and facets of a listing (issue 18) ----

export const productSort = z.enum(PRODUCT_SORTS, { error: issueCode('invalidSort') });
export type ProductSort = z.infer<typeof productSort>;

const paise = z
  .number({ error: issueCode('invalidPrice') })
  .int(issueCode('invalidPrice'))
  .min(0, issueCode('invalidPrice'))
  .max(1_000_000_000, issueCode('invalidPrice'));

/**
 * What a listing is narrowed to. Values of one filter widen (any of these brands), filters
 * narrow each other (this brand and in stock). A price filter applies to the price a buyer pays
 * (the sale price when there is one) of any of the product's variants.
 */
export const productFilters = z
  .object({
    /** Brands are sellers: a brand page is its seller's listing. */
    brandIds: z.array(id).max(MAX_FILTER_VALUES, issueCode('tooManyFilterValues')).optional(),
    /** Paise. */
    minPrice: paise.optional(),
    /** Paise. */
    maxPrice: paise.optional(),
    crops: z.array(agronomySlug).max(MAX_FILTER_VALUES, issueCode('tooManyFilterValues')).optional(),
    /** Pests, diseases and weeds, by slug. */
    pests: z.array(agronomySlug).max(MAX_FILTER_VALUES, issueCode('tooManyFilterValues')).optional(),
    inStock: z.boolean().optional(),
    /** Stars, 1 to 5: the product's average rating is at least this. */
    minRating: z
      .number({ error: issueCode('invalidRating') })
      .int(issueCode('invalidRating'))
      .min(1, issueCode('invalidRating'))
      .max(5, issueCode('invalidRating'))
      .optional(),
    /** Percent off the list price, 1 to 99, on at least one variant. */
    minDiscount: z
      .number({ error: issueCode('invalidDiscount') })
      .int(issueCode('invalidDiscount'))
      .min(1, issueCode('invalidDiscount'))
      .max(99, issueCode('invalidDiscount'))
      .optional(),
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: issueCode('priceRangeReversed'),
    path: ['maxPrice'],
  });
export type ProductFilters = z.infer<typeof productFilters>;

export const productListBody = z
  .object({
    status,
    categoryId: id.optional(),
    sellerId: id.optional(),
    searchString: z.string().max(MAX_SEARCH_LENGTH, issueCode('searchTooLong')).optional(),
    filters: productFilters.optional(),
    sort: productSort.optional(),
    /**
     * `false` leaves `facets` out of the answer: the search box's suggestions and the home page's
     * products show no filters, and a phone should not download counts nobody reads.
     */
    facets: z.boolean().optional(),
  })
  .default({ status: STATUS_ACTIVE });
export type ProductListBody = z.infer<typeof productListBody>;

/** A facet value and how many products of the listing (under the other filters) have it. */
export const facetCount = z.object({ count: z.number().int() });

/**
 * Counts beside each filter's values. Each facet counts the listing under every other filter but
 * its own, so ticking a second brand shows how many it would add. Values with no product are left
 * out, except a ticked one, which stays so it can be unticked.
 */
export const productFacets = z.object({
  brands: z.array(facetCount.extend({ id: z.number().int(), name: localizedText })),
  /**
   * Crops and pests by slug only: their names are reference data every listing shares, named once
   * by `GET /api/agronomy/terms` (cached for a day) rather than in every page of every listing.
   */
  crops: z.array(facetCount.extend({ slug: z.string() })),
  pests: z.array(facetCount.extend({ slug: z.string() })),
  /** The lowest and highest price a buyer pays across the listing, in paise (null when empty). */
  price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
  /** Products with a variant in stock. */
  inStock: facetCount,
  /** One entry per step of `DISCOUNT_STEPS`: products with at least that percent off. */
  discount: z.array(facetCount.extend({ minDiscount: z.number().int() })),
  /** One entry per step of `RATING_STEPS`: products rated at least that. */
  rating: z.array(facetCount.extend({ minRating: z.number().int() })),
});
export type ProductFacets = z.infer<typeof productFacets>;

/** A place a search with no result offers instead: a category, or a crop or pest to search for. */
export const searchSuggestion = z.object({
  kind: z.enum(['category', 'crop', 'pest']),
  name: localizedText,
  /** The category's id and slug (its listing's link); a crop's or pest's slug. */
  id: z.number().int().optional(),
  slug: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

export const productListResponse = paged(productSummary).extend({
  /**
   * A search's text as the search understood it, when a correction, a sound-alike or a synonym
   * decided the result ('gobbara' -> 'fertilizer'); absent when the words were taken as typed.
   */
  searchedFor: z.string().optional(),
  /** A search with no result: the closest categories, crops and pests (absent otherwise). */
  closest: z.array(searchSuggestion).optional(),
  /** Counts beside each filter's values over the whole listing (not only this page); absent when the body said `facets: false`. */
  facets: productFacets.optional(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

export const productResponse = z.object({ data: product });

// ---- Promotions ----
export const promotion = z.object({
  id: z.number().int(),
  title: localizedText,
  imageUrl: z.string(),
  onClickUrl: z.string(),
});
export type Promotion = z.infer<typeof promotion>;
export const promotionsResponse = z.object({ data: z.array(promotion) });

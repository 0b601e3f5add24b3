import { z } from 'zod';
import { agronomySlug, agronomyTerm, bilingualText, doseRate } from './agronomy.js';
import { productSummary } from './catalogue.js';

/**
 * The crop and problem pages (issue 18): a crop's products grouped by what the farmer needs for
 * it, and a pest's, disease's or weed's products with their doses. Terms are named by slug; the
 * page names them from `GET /api/agronomy/terms`, which every page keeps.
 */

/** What a crop needs, in the order its page shows them. */
export const CROP_NEEDS = ['seeds', 'nutrition', 'protection', 'tools'] as const;
export const cropNeed = z.enum(CROP_NEEDS);
export type CropNeed = z.infer<typeof cropNeed>;

/** Products a crop or problem page shows per group: the newest; the rest are a search away. */
export const AGRONOMY_PAGE_PRODUCTS = 12;

export const agronomySlugParams = z.object({ slug: agronomySlug });

export const cropPageProduct = productSummary.extend({
  /** The pests, diseases and weeds it controls (slugs), for a protection product. */
  controls: z.array(agronomySlug),
});
export type CropPageProduct = z.infer<typeof cropPageProduct>;

/** `GET /api/agronomy/crops/{slug}`. */
export const cropPageResponse = z.object({
  crop: agronomyTerm,
  groups: z.array(
    z.object({
      need: cropNeed,
      /** How many products of this need the crop has; `products` holds the newest of them. */
      total: z.number().int(),
      products: z.array(cropPageProduct),
    }),
  ),
});
export type CropPageResponse = z.infer<typeof cropPageResponse>;

export const problemPageProduct = productSummary.extend({
  dosePerAcre: doseRate.nullable(),
  dosePerLitre: doseRate.nullable(),
  /** The crops it is for (slugs). */
  crops: z.array(agronomySlug),
});
export type ProblemPageProduct = z.infer<typeof problemPageProduct>;

/** `GET /api/agronomy/problems/{slug}`: a pest, a disease or a weed. */
export const problemPageResponse = z.object({
  problem: agronomyTerm.extend({
    /** What it is and how a farmer recognises it. */
    about: bilingualText.nullable(),
  }),
  /** The crops its products are for, most products first (slugs). */
  crops: z.array(agronomySlug),
  total: z.number().int(),
  products: z.array(problemPageProduct),
});
export type ProblemPageResponse = z.infer<typeof problemPageResponse>;

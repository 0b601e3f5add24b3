import { z } from 'zod';
import { issueCode } from './error-codes.js';
import { AGRONOMY_SLUG } from './catalogue-values.js';
import { DOSE_UNITS } from './agronomy-values.js';

/**
 * Agronomy data (issue 18): what a product contains, which crops it is for and what it controls.
 * Crops, pests, diseases and weeds are one reference table of terms, each named by a slug; a
 * product names terms by slug, never by free text, so a crop or pest page can find every product
 * that treats it.
 */
export const agronomyKind = z.enum(['crop', 'pest', 'disease', 'weed']);
export type AgronomyKind = z.infer<typeof agronomyKind>;

/** A name every term and stage has in both languages: the farmer reads the Kannada one. */
export const bilingualText = z.object({ en: z.string(), kn: z.string() });
export type BilingualText = z.infer<typeof bilingualText>;

export const agronomySlug = z.string().max(60).regex(AGRONOMY_SLUG);

export const agronomyTerm = z.object({
  slug: agronomySlug,
  kind: agronomyKind,
  name: bilingualText,
  imageUrl: z.string().nullable(),
  /** Other English and Kannada names and local names ('white fly', 'ಬಿಳಿ ನೊಣ'). */
  commonNames: z.array(z.string()),
  /** The Kannada name as farmers type it in Latin letters, loose spellings included ('bili nona', 'bilinona'). */
  romanised: z.array(z.string()),
});
export type AgronomyTerm = z.infer<typeof agronomyTerm>;

/** One active ingredient as the label states it: 'Imidacloprid 17.8% SL'. */
export const activeIngredient = z.object({
  name: bilingualText,
  /** As on the label: '17.8%', '10000 ppm', '1 × 10⁸ cfu/g'. */
  concentration: z.string(),
  /** The formulation code: 'SL', 'EC', 'WP', 'WDG', ... */
  formulation: z.string(),
});
export type ActiveIngredient = z.infer<typeof activeIngredient>;

export const doseUnit = z.enum(DOSE_UNITS);

export const doseRate = z.object({ amount: z.number().positive(), unit: doseUnit });
export type DoseRate = z.infer<typeof doseRate>;

export const productAgronomy = z.object({
  ingredients: z.array(activeIngredient),
  /** Crop slugs. */
  crops: z.array(agronomySlug),
  /** Pest, disease and weed slugs. */
  targets: z.array(agronomySlug),
  /** When to apply it ('at flowering', 'within 3 days of sowing'). */
  cropStage: bilingualText.nullable(),
  /** Product per acre. */
  dosePerAcre: doseRate.nullable(),
  /** Product per litre of spray water. */
  dosePerLitre: doseRate.nullable(),
  /** How many times the label recommends applying the dose in a season (issue 21). */
  applications: z.number().int().positive(),
});
export type ProductAgronomy = z.infer<typeof productAgronomy>;

/** A product without agronomy (a tool, a pump). */
export const NO_AGRONOMY: ProductAgronomy = {
  ingredients: [],
  crops: [],
  targets: [],
  cropStage: null,
  dosePerAcre: null,
  dosePerLitre: null,
  applications: 1,
};

/** `GET /api/agronomy/terms`: every crop, pest, disease and weed. */
export const agronomyTermsResponse = z.object({ terms: z.array(agronomyTerm) });
export type AgronomyTermsResponse = z.infer<typeof agronomyTermsResponse>;

/**
 * `GET /api/agronomy/term-names`: every term's slug, kind and name, in the same order; what a
 * listing names its crop and pest filters by, a third of the whole terms' bytes, which every
 * listing page carries for the browser to hydrate from.
 */
export const agronomyTermNamesResponse = z.object({
  terms: z.array(agronomyTerm.pick({ slug: true, kind: true, name: true })),
});
export type AgronomyTermNamesResponse = z.infer<typeof agronomyTermNamesResponse>;

// ---- What the back office writes (form and CSV share these) ----

const NAME_MAX = 120;
/** A name the operator must give in both languages: a farmer reads the Kannada one. */
export const bilingualTextInput = z.object({
  en: z
    .string({ error: issueCode('adminEnglishRequired') })
    .trim()
    .min(1, { error: issueCode('adminEnglishRequired'), abort: true })
    .max(NAME_MAX, issueCode('tooLong')),
  kn: z
    .string({ error: issueCode('adminKannadaRequired') })
    .trim()
    .min(1, { error: issueCode('adminKannadaRequired'), abort: true })
    .max(NAME_MAX, issueCode('tooLong')),
});

export const activeIngredientInput = z.object({
  name: bilingualTextInput,
  concentration: z.string().trim().max(30, issueCode('tooLong')).default(''),
  formulation: z.string().trim().max(10, issueCode('tooLong')).default(''),
});
export type ActiveIngredientInput = z.input<typeof activeIngredientInput>;

export const MAX_DOSE = 100_000;
export const MAX_APPLICATIONS = 20;
export const doseRateInput = z.object({
  amount: z
    .number({ error: issueCode('adminDoseInvalid') })
    .positive(issueCode('adminDoseInvalid'))
    .max(MAX_DOSE, issueCode('adminDoseInvalid')),
  unit: z.enum(DOSE_UNITS, { error: issueCode('adminDoseInvalid') }),
});

const slugInput = z
  .string({ error: issueCode('adminAgronomySlugInvalid') })
  .trim()
  .max(60, issueCode('adminAgronomySlugInvalid'))
  .regex(AGRONOMY_SLUG, issueCode('adminAgronomySlugInvalid'));
/** Slugs, each once, in the order given. */
const slugList = z
  .array(slugInput)
  .max(60)
  .default([])
  .transform((slugs) => [...new Set(slugs)]);

/**
 * A product's agronomy as the back office writes it. Whether each crop is a crop and each target
 * a pest, disease or weed of the reference table is the server's to check.
 */
export const productAgronomyInput = z.object({
  ingredients: z.array(activeIngredientInput).max(10).default([]),
  crops: slugList,
  targets: slugList,
  cropStage: bilingualTextInput.nullable().default(null),
  dosePerAcre: doseRateInput.nullable().default(null),
  dosePerLitre: doseRateInput.nullable().default(null),
  /** Left as it is when absent (a CSV has no column for it); a new product's is 1. */
  applications: z
    .number({ error: issueCode('adminApplicationsInvalid') })
    .int(issueCode('adminApplicationsInvalid'))
    .min(1, issueCode('adminApplicationsInvalid'))
    .max(MAX_APPLICATIONS, issueCode('adminApplicationsInvalid'))
    .optional(),
});
export type ProductAgronomyInput = z.input<typeof productAgronomyInput>;

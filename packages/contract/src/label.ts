import { z } from 'zod';
import { bilingualText } from './agronomy.js';
import { issueCode } from './error-codes.js';
import { TOXICITY_COLOURS, type LicenceKind } from './agronomy-values.js';

/**
 * Label and safety facts (issue 21): what the law puts on the label of a pesticide, a fertilizer
 * and a seed packet, and the licences a shop needs to sell them.
 */

export const toxicityColour = z.enum(TOXICITY_COLOURS, { error: issueCode('adminToxicityInvalid') });
export type ToxicityColour = z.infer<typeof toxicityColour>;

export const pesticideLabel = z.object({
  /** The CIB&RC registration number: 'CIR-12,345/2015-Imidacloprid (SL) (340)-1'. */
  registrationNumber: z.string(),
  toxicity: toxicityColour,
  firstAid: bilingualText,
  antidote: bilingualText,
  /** Days between the last spray and harvest. */
  preHarvestDays: z.number().int().nullable(),
  protectiveGear: bilingualText,
});
export type PesticideLabel = z.infer<typeof pesticideLabel>;

/** The grade as the Fertilizer Control Order names it: 'NPK 19:19:19', 'Urea 46% N'. */
export const fertilizerLabel = z.object({ fcoGrade: z.string() });
export type FertilizerLabel = z.infer<typeof fertilizerLabel>;

export const seedLabel = z.object({
  variety: z.string(),
  /** Percent of seeds that germinated in the lot's test. */
  germinationPercent: z.number(),
  lot: z.string(),
  /** The germination test's date, YYYY-MM-DD. */
  testDate: z.string(),
});
export type SeedLabel = z.infer<typeof seedLabel>;

/** A product's label and safety facts: each kind's, or null for a product that is not one. */
export const productLabel = z.object({
  pesticide: pesticideLabel.nullable(),
  fertilizer: fertilizerLabel.nullable(),
  seed: seedLabel.nullable(),
});
export type ProductLabel = z.infer<typeof productLabel>;

export const NO_LABEL: ProductLabel = { pesticide: null, fertilizer: null, seed: null };

/** The licences a seller of crop inputs holds, by the kind of product each allows; null when it has none. */
export const sellerLicences = z.object({
  pesticide: z.string().nullable(),
  fertilizer: z.string().nullable(),
  seed: z.string().nullable(),
});
export type SellerLicences = z.infer<typeof sellerLicences>;
export const NO_LICENCES: SellerLicences = { pesticide: null, fertilizer: null, seed: null };

/** The top categories whose products only a licensed seller may sell, and the licence each needs. */
export const LICENSED_CATEGORIES: Readonly<Record<string, LicenceKind>> = {
  pesticides: 'pesticide',
  fertilizers: 'fertilizer',
  seeds: 'seed',
};

// ---- What the back office writes ----

const code = (max: number, error: Parameters<typeof issueCode>[0]) =>
  z
    .string({ error: issueCode(error) })
    .trim()
    .min(1, { error: issueCode(error), abort: true })
    .max(max, issueCode('tooLong'));
/** A licence number as issued, or null (an empty text is none). */
const licenceNumber = z
  .string()
  .trim()
  .max(60, issueCode('tooLong'))
  .nullable()
  .default(null)
  .transform((v) => (v ? v : null));

export const sellerLicencesInput = z
  .object({ pesticide: licenceNumber, fertilizer: licenceNumber, seed: licenceNumber })
  .default({ pesticide: null, fertilizer: null, seed: null });
export type SellerLicencesInput = z.input<typeof sellerLicencesInput>;

/**
 * A label's sentence in both languages, up to 400 letters: first aid runs longer than a name (a
 * name's schema with a larger max would still stop at the name's 120).
 */
const sentence = (missing: 'adminEnglishRequired' | 'adminKannadaRequired') =>
  z
    .string({ error: issueCode(missing) })
    .trim()
    .min(1, { error: issueCode(missing), abort: true })
    .max(400, issueCode('tooLong'));
const longText = z.object({ en: sentence('adminEnglishRequired'), kn: sentence('adminKannadaRequired') });

export const pesticideLabelInput = z.object({
  registrationNumber: code(80, 'adminRegistrationRequired'),
  toxicity: toxicityColour,
  firstAid: longText,
  antidote: longText,
  preHarvestDays: z
    .number({ error: issueCode('adminPreHarvestInvalid') })
    .int(issueCode('adminPreHarvestInvalid'))
    .min(0, issueCode('adminPreHarvestInvalid'))
    .max(365, issueCode('adminPreHarvestInvalid'))
    .nullable()
    .default(null),
  protectiveGear: longText,
});

export const fertilizerLabelInput = z.object({ fcoGrade: code(80, 'adminFcoGradeRequired') });

export const seedLabelInput = z.object({
  variety: code(80, 'adminVarietyRequired'),
  germinationPercent: z
    .number({ error: issueCode('adminGerminationInvalid') })
    .min(0, issueCode('adminGerminationInvalid'))
    .max(100, issueCode('adminGerminationInvalid')),
  lot: code(40, 'adminLotRequired'),
  testDate: z.iso.date({ error: issueCode('dateInvalid') }),
});

/** A product's label as the back office writes it; left as it is when absent from an edit. */
export const productLabelInput = z.object({
  pesticide: pesticideLabelInput.nullable().default(null),
  fertilizer: fertilizerLabelInput.nullable().default(null),
  seed: seedLabelInput.nullable().default(null),
});
export type ProductLabelInput = z.input<typeof productLabelInput>;

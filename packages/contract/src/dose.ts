import { z } from 'zod';
import { AGRONOMY_SLUG } from './catalogue-values.js';
import { doseUnit } from './agronomy.js';
import { MAX_DOSE_ACRES, MAX_DOSE_TANKS } from './dose-values.js';
import { issueCode } from './error-codes.js';

/**
 * The dose and pack calculator (issue 21): how much of a product a field needs, and the cheapest
 * packs in stock that cover it. Its requests and answers are here; its measures and arithmetic,
 * which the product page needs without zod, are in dose-values.ts.
 */

/** `GET /api/eproduct/{id}/dose`: a crop of the product, and an area in acres or a number of sprayer tanks. */
export const doseQuery = z
  .object({
    crop: z
      .string({ error: issueCode('doseCropInvalid') })
      .max(60, issueCode('doseCropInvalid'))
      .regex(AGRONOMY_SLUG, issueCode('doseCropInvalid')),
    acres: z.coerce
      .number({ error: issueCode('doseAcresInvalid') })
      .positive(issueCode('doseAcresInvalid'))
      .max(MAX_DOSE_ACRES, issueCode('doseAcresInvalid'))
      .optional(),
    tanks: z.coerce
      .number({ error: issueCode('doseTanksInvalid') })
      .int(issueCode('doseTanksInvalid'))
      .positive(issueCode('doseTanksInvalid'))
      .max(MAX_DOSE_TANKS, issueCode('doseTanksInvalid'))
      .optional(),
  })
  .refine((q) => (q.acres === undefined) !== (q.tanks === undefined), {
    error: issueCode('doseAreaRequired'),
    path: ['acres'],
  });
export type DoseQuery = z.infer<typeof doseQuery>;

export const dosePack = z.object({ variantId: z.number().int(), count: z.number().int().positive() });
export type DosePack = z.infer<typeof dosePack>;

export const doseResponse = z.object({
  /** Product for one application, in `unit`. */
  quantity: z.number(),
  unit: doseUnit,
  /** The recommended number of applications; the packs cover `quantity × applications`. */
  applications: z.number().int(),
  packs: z.array(dosePack),
  /** Paise: what the packs cost at their sale prices. */
  totalPrice: z.number().int(),
});
export type DoseResponse = z.infer<typeof doseResponse>;

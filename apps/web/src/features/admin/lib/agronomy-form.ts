import { z } from 'zod';
import {
  bilingualTextInput,
  DOSE_UNITS,
  doseRateInput,
  productAgronomyInput,
  type DoseRate,
  type ProductAgronomy,
} from '@krishi/contract';
import { checkedBy } from './checked-by';

/** A group of checkboxes: none ticked reads as false, one as its value, several as a list. */
const ticked = z
  .union([z.array(z.string()), z.string(), z.literal(false), z.null(), z.undefined()])
  .transform((value, ctx) =>
    checkedBy(
      productAgronomyInput.shape.crops,
      ctx,
      Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
    ),
  );

/** A dose or a pack size as typed: an empty amount is none. */
export const doseBox = z
  .object({ amount: z.number().nullable(), unit: z.enum(DOSE_UNITS) })
  .transform((dose, ctx) =>
    dose.amount === null || Number.isNaN(dose.amount) ? null : checkedBy(doseRateInput, ctx, dose),
  );

/** A crop stage as typed: both boxes empty is no stage; one filled needs the other. */
const stageBox = z
  .object({ en: z.string(), kn: z.string() })
  .transform((stage, ctx) =>
    stage.en.trim() === '' && stage.kn.trim() === '' ? null : checkedBy(bilingualTextInput, ctx, stage),
  );

/** A product's agronomy as the form holds it; it leaves the form as the contract's input. */
export const agronomyForm = productAgronomyInput.extend({
  crops: ticked,
  targets: ticked,
  cropStage: stageBox,
  dosePerAcre: doseBox,
  dosePerLitre: doseBox,
  applications: z.number().transform((n, ctx) => checkedBy(productAgronomyInput.shape.applications, ctx, n)),
});
export type AgronomyFormValues = z.input<typeof agronomyForm>;

export const doseValues = (dose: DoseRate | null) => ({ amount: dose?.amount ?? null, unit: dose?.unit ?? 'ml' });

export function agronomyValues(agronomy: ProductAgronomy | undefined): AgronomyFormValues {
  return {
    ingredients: (agronomy?.ingredients ?? []).map((ingredient) => ({
      name: { ...ingredient.name },
      concentration: ingredient.concentration,
      formulation: ingredient.formulation,
    })),
    crops: agronomy?.crops ?? [],
    targets: agronomy?.targets ?? [],
    cropStage: agronomy?.cropStage ?? { en: '', kn: '' },
    dosePerAcre: doseValues(agronomy?.dosePerAcre ?? null),
    dosePerLitre: doseValues(agronomy?.dosePerLitre ?? null),
    applications: agronomy?.applications ?? 1,
  };
}

export const emptyIngredient = { name: { en: '', kn: '' }, concentration: '', formulation: '' };

import { z } from 'zod';
import {
  fertilizerLabelInput,
  pesticideLabelInput,
  seedLabelInput,
  type ProductLabel,
  type ToxicityColour,
} from '@krishi/contract';
import { checkedBy } from './checked-by';

const pair = z.object({ en: z.string(), kn: z.string() });

/** A pesticide's label as typed: no registration number is no pesticide label. */
const pesticideBox = z
  .object({
    registrationNumber: z.string(),
    toxicity: z.string(),
    firstAid: pair,
    antidote: pair,
    preHarvestDays: z.number().nullable(),
    protectiveGear: pair,
  })
  .transform((label, ctx) =>
    label.registrationNumber.trim() === '' ? null : checkedBy(pesticideLabelInput, ctx, label),
  );

/** A fertilizer's label as typed: no grade is none. */
const fertilizerBox = z
  .object({ fcoGrade: z.string() })
  .transform((label, ctx) => (label.fcoGrade.trim() === '' ? null : checkedBy(fertilizerLabelInput, ctx, label)));

/** A seed packet's label as typed: every box empty is none; one filled needs the rest. */
const seedBox = z
  .object({ variety: z.string(), germinationPercent: z.number().nullable(), lot: z.string(), testDate: z.string() })
  .transform((label, ctx) =>
    label.variety.trim() === '' && label.lot.trim() === '' && label.germinationPercent === null && label.testDate === ''
      ? null
      : checkedBy(seedLabelInput, ctx, label),
  );

/** A product's label and safety facts as the form holds them; they leave the form as the contract's input. */
export const labelForm = z.object({ pesticide: pesticideBox, fertilizer: fertilizerBox, seed: seedBox });
export type LabelFormValues = z.input<typeof labelForm>;

const empty = { en: '', kn: '' };
const TOXICITY_UNSET: ToxicityColour | '' = '';

export function labelValues(label: ProductLabel | undefined): LabelFormValues {
  const { pesticide, fertilizer, seed } = label ?? { pesticide: null, fertilizer: null, seed: null };
  return {
    pesticide: {
      registrationNumber: pesticide?.registrationNumber ?? '',
      toxicity: pesticide?.toxicity ?? TOXICITY_UNSET,
      firstAid: { ...(pesticide?.firstAid ?? empty) },
      antidote: { ...(pesticide?.antidote ?? empty) },
      preHarvestDays: pesticide?.preHarvestDays ?? null,
      protectiveGear: { ...(pesticide?.protectiveGear ?? empty) },
    },
    fertilizer: { fcoGrade: fertilizer?.fcoGrade ?? '' },
    seed: {
      variety: seed?.variety ?? '',
      germinationPercent: seed?.germinationPercent ?? null,
      lot: seed?.lot ?? '',
      testDate: seed?.testDate ?? '',
    },
  };
}

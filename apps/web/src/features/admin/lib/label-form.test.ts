import { describe, expect, it } from 'vitest';
import type { ProductLabel } from '@krishi/contract';
import { labelForm, labelValues } from './label-form';

const LABEL: ProductLabel = {
  pesticide: {
    registrationNumber: 'CIR-12,345/2015-Imidacloprid (SL) (340)-1',
    toxicity: 'yellow',
    firstAid: { en: 'Wash with soap', kn: 'ಸಾಬೂನಿನಿಂದ ತೊಳೆಯಿರಿ' },
    antidote: { en: 'None specific', kn: 'ನಿರ್ದಿಷ್ಟ ಇಲ್ಲ' },
    preHarvestDays: 7,
    protectiveGear: { en: 'Gloves', kn: 'ಕೈಗವಸು' },
  },
  fertilizer: null,
  seed: { variety: 'NS-524', germinationPercent: 85, lot: '2611-0042', testDate: '2026-09-01' },
};

describe('a product’s label in the form', () => {
  it('sends a label back as it was', () => {
    expect(labelForm.parse(labelValues(LABEL))).toEqual(LABEL);
  });

  it('sends no label of a kind whose boxes are empty', () => {
    expect(labelForm.parse(labelValues(undefined))).toEqual({ pesticide: null, fertilizer: null, seed: null });
  });

  it('asks for the toxicity colour of a pesticide with a registration number', () => {
    const values = labelValues(undefined);
    const result = labelForm.safeParse({ ...values, pesticide: { ...values.pesticide, registrationNumber: 'CIR-1' } });

    expect(result.error?.issues.map((issue) => issue.message)).toContain('adminToxicityInvalid');
  });
});

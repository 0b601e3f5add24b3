import { describe, expect, it } from 'vitest';
import type { ProductAgronomy } from '@krishi/contract';
import { agronomyForm, agronomyValues } from './agronomy-form';

const IMIDACLOPRID: ProductAgronomy = {
  ingredients: [{ name: { en: 'Imidacloprid', kn: 'ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್' }, concentration: '17.8%', formulation: 'SL' }],
  crops: ['cotton', 'chilli'],
  targets: ['whitefly'],
  cropStage: { en: 'when sucking pests first appear', kn: 'ರಸಹೀರುವ ಕೀಟಗಳು ಮೊದಲು ಕಾಣಿಸಿಕೊಂಡಾಗ' },
  dosePerAcre: { amount: 100, unit: 'ml' },
  dosePerLitre: null,
  applications: 2,
};

describe('a product’s agronomy in the form', () => {
  it('sends a product’s agronomy back as it was', () => {
    expect(agronomyForm.parse(agronomyValues(IMIDACLOPRID))).toEqual(IMIDACLOPRID);
  });

  it('sends no stage and no dose for empty boxes, and no crops when none is ticked', () => {
    const values = { ...agronomyValues(undefined), crops: false as const, targets: 'whitefly' };
    expect(agronomyForm.parse(values)).toEqual({
      ingredients: [],
      crops: [],
      targets: ['whitefly'],
      cropStage: null,
      dosePerAcre: null,
      dosePerLitre: null,
      applications: 1,
    });
  });

  it('refuses a stage in English only, on its Kannada box', () => {
    const result = agronomyForm.safeParse({ ...agronomyValues(undefined), cropStage: { en: 'at flowering', kn: '' } });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['cropStage', 'kn'], message: 'adminKannadaRequired' }),
    ]);
  });

  it('refuses a dose of 0 on its amount', () => {
    const result = agronomyForm.safeParse({ ...agronomyValues(undefined), dosePerLitre: { amount: 0, unit: 'ml' } });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['dosePerLitre', 'amount'], message: 'adminDoseInvalid' }),
    ]);
  });

  it('refuses an ingredient without its Kannada name', () => {
    const values = agronomyValues(IMIDACLOPRID);
    values.ingredients = [{ name: { en: 'Imidacloprid', kn: '' }, concentration: '17.8%', formulation: 'SL' }];
    const result = agronomyForm.safeParse(values);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['ingredients', 0, 'name', 'kn'],
      message: 'adminKannadaRequired',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { AgronomyTerm } from '@krishi/contract';
import { doseAmount, termName, termsOf } from './terms';

const whitefly: AgronomyTerm = {
  slug: 'whitefly',
  kind: 'pest',
  name: { en: 'whitefly', kn: 'ಬಿಳಿನೊಣ' },
  imageUrl: null,
  commonNames: [],
  romanised: [],
};

describe('agronomy terms on a page', () => {
  it('names a term in Kannada on a Kannada page', () => {
    expect(termName(whitefly, 'kn')).toEqual({ text: 'ಬಿಳಿನೊಣ', lang: 'kn' });
    expect(termName(whitefly, 'en')).toEqual({ text: 'whitefly', lang: 'en' });
  });

  it('keeps the known terms of a list in its order and leaves out a slug it does not know', () => {
    const aphids = { ...whitefly, slug: 'aphids', name: { en: 'aphids', kn: 'ಸಸ್ಯಹೇನು' } };
    expect(termsOf(['aphids', 'gone', 'whitefly'], [whitefly, aphids]).map((t) => t.slug)).toEqual([
      'aphids',
      'whitefly',
    ]);
  });

  it('writes a dose with the grouping of Indian numbers', () => {
    expect(doseAmount({ amount: 0.5, unit: 'ml' }, 'en')).toBe('0.5');
    expect(doseAmount({ amount: 1000, unit: 'ml' }, 'en')).toBe('1,000');
  });
});

import { describe, expect, it } from 'vitest';
import type { AgronomyTerm } from '@krishi/contract';
import { termsNamedIn } from './terms-in-query';

const term = (slug: string, kind: AgronomyTerm['kind'], en: string, kn: string, romanised: string[] = []) =>
  ({ slug, kind, name: { en, kn }, imageUrl: null, commonNames: [], romanised }) satisfies AgronomyTerm;

const TERMS = [
  term('chilli', 'crop', 'chilli', 'ಮೆಣಸಿನಕಾಯಿ', ['menasinakayi']),
  term('arecanut', 'crop', 'arecanut', 'ಅಡಿಕೆ', ['adike']),
  term('thrips', 'pest', 'thrips', 'ಥ್ರಿಪ್ಸ್'),
  term('whitefly', 'pest', 'whitefly', 'ಬಿಳಿನೊಣ', ['bili nona', 'bilinona']),
  term('koleroga', 'disease', 'koleroga (fruit rot of arecanut)', 'ಕೊಳೆ ರೋಗ', ['kole roga', 'koleroga']),
];

describe('the crops and pests a search names', () => {
  it('finds a pest and a crop in the order the query names them', () => {
    expect(termsNamedIn('thrips chilli', TERMS).map((t) => t.slug)).toEqual(['thrips', 'chilli']);
  });

  it('finds them by their Kannada name and by the romanised spellings farmers type', () => {
    expect(termsNamedIn('ಬಿಳಿನೊಣ ಔಷಧಿ', TERMS).map((t) => t.slug)).toEqual(['whitefly']);
    expect(termsNamedIn('adike kole roga', TERMS).map((t) => t.slug)).toEqual(['arecanut', 'koleroga']);
  });

  it('needs every word of a name of several words', () => {
    expect(termsNamedIn('bili seeds', TERMS)).toEqual([]);
  });

  it('finds nothing in a query that names no crop or pest', () => {
    expect(termsNamedIn('hybrid tomato seeds', TERMS)).toEqual([]);
    expect(termsNamedIn('   ', TERMS)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { closestPlaces, editDistance, type Place } from './closest-places.js';

const place = (kind: 'category' | 'crop' | 'pest', en: string, kn: string, ...other: string[]): Place => ({
  suggestion: { kind, slug: en.toLowerCase().replaceAll(' ', '-'), name: { en, kn } },
  words: [en, kn, ...other],
});
const PLACES = [
  place('crop', 'Arecanut', 'ಅಡಿಕೆ', 'adike'),
  place('crop', 'Tomato', 'ಟೊಮೆಟೊ'),
  place('pest', 'Whitefly', 'ಬಿಳಿನೊಣ', 'bili nona'),
  place('category', 'Fungicides', 'ಶಿಲೀಂಧ್ರನಾಶಕಗಳು'),
];

describe('the places a search with no result offers', () => {
  it('counts a swapped pair as one edit', () => {
    expect(editDistance('whietfly', 'whitefly')).toBe(1);
  });

  it('offers the crop, pest or category a misspelt word is nearest', () => {
    expect(closestPlaces(['arcanutt'], PLACES).map((p) => p.slug)).toEqual(['arecanut']);
    expect(closestPlaces(['adiki'], PLACES).map((p) => p.slug)).toEqual(['arecanut']);
    expect(closestPlaces(['funjicides'], PLACES).map((p) => p.slug)).toEqual(['fungicides']);
  });

  it('offers nothing for words near none of them', () => {
    expect(closestPlaces(['zzqx'], PLACES)).toEqual([]);
  });
});

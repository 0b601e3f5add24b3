import { describe, expect, it } from 'vitest';
import { shortComment } from './comment';

describe('a long review comment', () => {
  it('is shown whole up to 150 characters', () => {
    expect(shortComment('a'.repeat(150))).toBeNull();
  });

  it('is cut at 150 characters past that, with an ellipsis', () => {
    expect(shortComment(`${'a'.repeat(150)}bcd`)).toBe(`${'a'.repeat(150)}…`);
  });

  it('counts a Kannada letter with its vowel sign as one character and never splits them', () => {
    const seeds = 'ಬೀಜ'.repeat(75); // 150 letters: ಬೀ and ಜ
    expect(shortComment(seeds)).toBeNull();
    expect(shortComment(`${seeds}ಬೀ`)).toBe(`${seeds}…`);
    expect(shortComment(`${'a'.repeat(149)}ಬೀಜ`)).toBe(`${'a'.repeat(149)}ಬೀ…`);
  });
});

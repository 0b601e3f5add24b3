import { describe, expect, it } from 'vitest';
import { phoneticKey, termKey } from './farmer-language.js';

describe('phonetic key', () => {
  it.each([
    ['gobbara', 'ಗೊಬ್ಬರ'],
    ['keetanashaka', 'ಕೀಟನಾಶಕ'],
    ['kalenashaka', 'ಕಳೆನಾಶಕ'],
    ['shileendranashaka', 'ಶಿಲೀಂಧ್ರನಾಶಕ'],
    ['beeja', 'ಬೀಜ'],
    ['bija', 'ಬೀಜ'],
    ['bhatta', 'ಭತ್ತ'],
    ['batta', 'ಭತ್ತ'],
    ['enne', 'ಎಣ್ಣೆ'],
    ['yuriya', 'ಯೂರಿಯಾ'],
    ['gandhaka', 'ಗಂಧಕ'],
    ['shenga', 'ಶೇಂಗಾ'],
    ['eerulli', 'ಈರುಳ್ಳಿ'],
    ['kudugolu', 'ಕುಡುಗೋಲು'],
    ['krishi', 'ಕೃಷಿ'],
    ['geddalu', 'ಗೆದ್ದಲು'],
  ])("'%s' sounds like %s", (typed, kannada) => {
    expect(phoneticKey(typed)).toBe(termKey(kannada));
  });

  it('forgets long vowels, aspirates, doubled letters and the final vowel', () => {
    expect(phoneticKey('bhaattaa')).toBe(phoneticKey('bata'));
    expect(phoneticKey('keeta')).toBe(phoneticKey('kita'));
    expect(phoneticKey('waata')).toBe(phoneticKey('vata'));
    expect(phoneticKey('shakti')).toBe(phoneticKey('sakti'));
  });

  it('keeps words that sound different apart', () => {
    expect(phoneticKey('gobbara')).not.toBe(phoneticKey('kalenashaka'));
    expect(phoneticKey('beeja')).not.toBe(phoneticKey('bevu'));
  });

  it('is empty for words without Latin letters', () => {
    expect(phoneticKey('123')).toBe('');
  });
});

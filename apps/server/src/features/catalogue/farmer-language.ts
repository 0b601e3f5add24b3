import { createRequire } from 'node:module';

/**
 * The library is CommonJS whose types declare an ES default export it does not have; required, it
 * is the object its types describe.
 */
const Sanscript = createRequire(import.meta.url)('@indic-transliteration/sanscript') as {
  t(data: string, from: string, to: string): string;
};

/**
 * How farmers spell: Kannada typed in Latin letters ('gobbara', 'keetanashaka', 'bevu enne') is
 * matched against the catalogue's Kannada text through a phonetic key that both sides reduce to.
 * The library turns Kannada script into IAST; the key then forgets what farmers do not type
 * consistently: long vowels and their marks, aspirates, doubled letters, sh/s, v/w, e/i and o/u,
 * the nasal before a consonant, and a final vowel.
 */

const KANNADA = /[\u0C80-\u0CFF]/u;

export function isKannada(word: string): boolean {
  return KANNADA.test(word);
}

/** A Kannada word in Latin letters (IAST, marks and all). */
export function latinOfKannada(word: string): string {
  // ṛ is written 'ri' by those who type it ('krishi' for ಕೃಷಿ), before the marks go.
  return Sanscript.t(word, 'kannada', 'iast').replaceAll('ṛ', 'ri').replaceAll('ṝ', 'ri');
}

const VOWELS = 'aiu';

/**
 * The phonetic key of a Latin word. Pure and small so both the index's terms and the query go
 * through the same steps; words of other scripts are returned as they are.
 */
export function phoneticKey(word: string): string {
  let key = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z]/g, '');
  if (key === '') return '';
  key = key
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/f/g, 'p')
    .replace(/([bcdgjkpts])h/g, '$1')
    .replace(/e/g, 'i')
    .replace(/o/g, 'u')
    // The nasal before a consonant is written m (anusvara) or n; 'samrudhi' and 'sanrudhi' alike.
    .replace(/m(?=[^aiuy])/g, 'n')
    .replace(/(.)\1+/g, '$1');
  if (key.length > 3 && VOWELS.includes(key.at(-1) ?? '')) key = key.slice(0, -1);
  return key;
}

/** The phonetic key of a catalogue term: Kannada through the transliteration, Latin as it is. */
export function termKey(term: string): string {
  return phoneticKey(isKannada(term) ? latinOfKannada(term) : term);
}

import { describe, expect, it } from 'vitest';
import { AGRONOMY_ABOUT } from './agronomy-about.js';
import { AGRONOMY_TERMS } from './agronomy-terms.js';

const KANNADA = /[\u0C80-\u0CFF]/;
const MAX_LENGTH = 300;
const DESCRIBED_KINDS: ReadonlySet<string> = new Set(['pest', 'disease', 'weed']);
const describedSlugs = AGRONOMY_TERMS.filter((t) => DESCRIBED_KINDS.has(t.kind)).map((t) => t.slug);

describe('AGRONOMY_ABOUT', () => {
  it('describes every pest, disease and weed in both languages', () => {
    expect(describedSlugs.length).toBeGreaterThan(0);
    for (const slug of describedSlugs) {
      const about = AGRONOMY_ABOUT[slug];
      expect(about, slug).toBeDefined();
      expect(about?.en.trim(), slug).not.toBe('');
      expect(about?.kn.trim(), slug).not.toBe('');
    }
  });

  it('writes the Kannada text in Kannada script', () => {
    for (const [slug, about] of Object.entries(AGRONOMY_ABOUT)) {
      expect(about.kn, slug).toMatch(KANNADA);
    }
  });

  it('has no entry for a slug that is not a pest, disease or weed', () => {
    const described = new Set(describedSlugs);
    const extra = Object.keys(AGRONOMY_ABOUT).filter((slug) => !described.has(slug));
    expect(extra).toEqual([]);
  });

  it('keeps the keys in the order of the reference table', () => {
    expect(Object.keys(AGRONOMY_ABOUT)).toEqual(describedSlugs);
  });

  it(`keeps each text at most ${MAX_LENGTH} characters`, () => {
    const tooLong = Object.entries(AGRONOMY_ABOUT).flatMap(([slug, about]) =>
      (['en', 'kn'] as const)
        .filter((lang) => about[lang].length > MAX_LENGTH)
        .map((lang) => `${slug}.${lang} (${about[lang].length})`),
    );
    expect(tooLong).toEqual([]);
  });
});

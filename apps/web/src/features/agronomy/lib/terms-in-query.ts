import type { AgronomyTerm } from '@krishi/contract';

/** Words as the search box gives them: lower case, split on anything not a letter, digit or mark. */
function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/** Whether `needle` stands in `haystack` as consecutive words. */
function containsRun(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, i) => haystack[start + i] === word)) return true;
  }
  return false;
}

/**
 * The crops, pests, diseases and weeds a search names, by any of their names: English, Kannada,
 * other names, or the romanised spellings farmers type ('thrips chilli', 'adike kole roga'). In
 * the order the query names them, at most `max`.
 */
export function termsNamedIn(query: string, terms: readonly AgronomyTerm[], max = 3): AgronomyTerm[] {
  const asked = words(query);
  if (asked.length === 0) return [];
  const found: Array<{ term: AgronomyTerm; at: number }> = [];
  for (const term of terms) {
    const names = [term.name.en, term.name.kn, ...term.commonNames, ...term.romanised].map(words);
    const match = names.find((name) => containsRun(asked, name));
    if (match) found.push({ term, at: asked.indexOf(match[0]!) });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, max)
    .map((f) => f.term);
}

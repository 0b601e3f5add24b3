import type { SearchSuggestion } from '@krishi/contract';
import { phoneticKey } from './farmer-language.js';

/** A place a search with no result can send the visitor: a category, a crop or a pest. */
export interface Place {
  suggestion: SearchSuggestion;
  /** The words it is known by, in both languages, with common names and romanised spellings. */
  words: string[];
}

/** Edits (insert, delete, change, swap) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(
        rows[i - 1]![j]! + 1,
        row[j - 1]! + 1,
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** How far a typed word may be from a place's word and still be offered: about a third of it. */
const reach = (word: string) => Math.max(1, Math.floor(word.length / 3));

/**
 * The places nearest the query's words, by spelling or by sound, nearest first; at most `limit`
 * of each kind. Used when a search finds nothing: a page of suggestions instead of an empty one.
 */
export function closestPlaces(words: readonly string[], places: readonly Place[], limit = 3): SearchSuggestion[] {
  const scored: Array<{ place: Place; distance: number }> = [];
  for (const place of places) {
    let best = Number.POSITIVE_INFINITY;
    for (const typed of words) {
      const typedKey = phoneticKey(typed);
      for (const word of place.words.flatMap((w) => w.toLowerCase().split(/[^\p{L}\p{N}\p{M}]+/u))) {
        if (!word) continue;
        const spelt = editDistance(typed, word.slice(0, typed.length + reach(typed)));
        const sound = typedKey.length >= 3 ? editDistance(typedKey, phoneticKey(word)) : Number.POSITIVE_INFINITY;
        const distance = Math.min(spelt, sound);
        if (distance <= reach(typed) && distance < best) best = distance;
      }
    }
    if (best !== Number.POSITIVE_INFINITY) scored.push({ place, distance: best });
  }
  scored.sort((a, b) => a.distance - b.distance);
  const taken = new Map<string, number>();
  const found: SearchSuggestion[] = [];
  for (const { place } of scored) {
    const count = taken.get(place.suggestion.kind) ?? 0;
    if (count >= limit) continue;
    taken.set(place.suggestion.kind, count + 1);
    found.push(place.suggestion);
  }
  return found;
}

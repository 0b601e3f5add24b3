import { REVIEW_COMMENT_SHOWN } from '@krishi/contract';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Spec section 9: a comment past 150 characters shows its start and a Show More button.
 * Characters as a reader counts them: a Kannada letter with its vowel sign is one, and is never split.
 */
export function shortComment(comment: string): string | null {
  const characters = Array.from(graphemes.segment(comment), (part) => part.segment);
  if (characters.length <= REVIEW_COMMENT_SHOWN) return null;
  return `${characters.slice(0, REVIEW_COMMENT_SHOWN).join('').trimEnd()}…`;
}

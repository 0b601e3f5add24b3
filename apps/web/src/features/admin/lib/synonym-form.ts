import { z } from 'zod';
import { searchSynonymInput, type AdminSearchSynonym } from '@krishi/contract';
import { checkedBy } from './checked-by';

/** A synonym as the operator types it: the words it means in one box, separated by commas. */
export const synonymForm = z.object({ word: z.string(), means: z.string() }).transform((v, ctx) =>
  checkedBy(searchSynonymInput, ctx, {
    word: v.word,
    means: v.means
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
  }),
);
export type SynonymFormValues = z.input<typeof synonymForm>;

export function synonymValues(synonym: AdminSearchSynonym | null): SynonymFormValues {
  return { word: synonym?.word ?? '', means: synonym?.means.join(', ') ?? '' };
}

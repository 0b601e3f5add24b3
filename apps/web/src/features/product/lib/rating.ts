import type { ReviewInfo } from '@krishi/contract';

export const STARS = [5, 4, 3, 2, 1] as const;
export type Star = (typeof STARS)[number];

export interface RatingBar {
  star: Star;
  count: number;
  /** Share of all ratings, a whole percentage; the bars of a summary add up to about 100. */
  percent: number;
}

/** One bar per star, 5 down to 1, sized by its share of the ratings. */
export function ratingBars(info: Pick<ReviewInfo, 'ratingCounts'>): RatingBar[] {
  const counts = STARS.map((star) => Math.max(0, info.ratingCounts[String(star) as `${Star}`] ?? 0));
  const total = counts.reduce((sum, n) => sum + n, 0);
  return STARS.map((star, i) => {
    const count = counts[i] ?? 0;
    return { star, count, percent: total > 0 ? Math.round((count * 100) / total) : 0 };
  });
}

/** The average shown as text: one decimal, within 0-5. */
export function formatAverage(average: number): string {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(average) ? average : 0));
  return clamped.toFixed(1);
}

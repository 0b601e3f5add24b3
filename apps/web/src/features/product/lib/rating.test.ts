import { describe, expect, it } from 'vitest';
import { formatAverage, ratingBars } from './rating';

describe('rating bars', () => {
  it('lists the stars from 5 down to 1 with their share of all ratings', () => {
    const bars = ratingBars({ ratingCounts: { '5': 6, '4': 2, '3': 1, '2': 0, '1': 1 } });
    expect(bars).toEqual([
      { star: 5, count: 6, percent: 60 },
      { star: 4, count: 2, percent: 20 },
      { star: 3, count: 1, percent: 10 },
      { star: 2, count: 0, percent: 0 },
      { star: 1, count: 1, percent: 10 },
    ]);
  });

  it('shows empty bars when there are no ratings yet', () => {
    const bars = ratingBars({ ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
    expect(bars.map((b) => b.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('rounds shares to whole percentages', () => {
    const bars = ratingBars({ ratingCounts: { '5': 1, '4': 1, '3': 1, '2': 0, '1': 0 } });
    expect(bars.slice(0, 3).map((b) => b.percent)).toEqual([33, 33, 33]);
  });
});

describe('average rating text', () => {
  it('has one decimal and stays within 0 to 5', () => {
    expect(formatAverage(4.26)).toBe('4.3');
    expect(formatAverage(7)).toBe('5.0');
    expect(formatAverage(-1)).toBe('0.0');
    expect(formatAverage(Number.NaN)).toBe('0.0');
  });
});

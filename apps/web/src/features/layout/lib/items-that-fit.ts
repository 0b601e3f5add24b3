/**
 * How many of a row's items, in order, fit in `available` pixels: all of them when they fit
 * together, else as many as fit beside the "More" item that lists the rest.
 */
export function itemsThatFit(widths: readonly number[], available: number, moreWidth: number): number {
  // Widths are fractional; half a pixel absorbs their rounding.
  const room = available + 0.5;
  if (widths.reduce((sum, width) => sum + width, 0) <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > room) break;
    used += width;
    count++;
  }
  return count;
}

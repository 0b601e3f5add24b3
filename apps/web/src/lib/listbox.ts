/**
 * The option an arrow key moves to in a combobox's list: -1 is the input itself, so the arrows
 * cycle through the options and back to it.
 */
export function nextActiveOption(current: number, step: 1 | -1, count: number): number {
  const next = current + step;
  if (next >= count) return -1;
  return next < -1 ? count - 1 : next;
}

import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './listbox';

describe('arrow keys in a suggestion list', () => {
  it('go down from the input to the first option', () => {
    expect(nextActiveOption(-1, 1, 4)).toBe(0);
  });

  it('go down from the last option back to the input', () => {
    expect(nextActiveOption(3, 1, 4)).toBe(-1);
  });

  it('go up from the input to the last option', () => {
    expect(nextActiveOption(-1, -1, 4)).toBe(3);
  });

  it('go up from the first option back to the input', () => {
    expect(nextActiveOption(0, -1, 4)).toBe(-1);
  });
});

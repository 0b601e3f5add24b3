import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('writes thousands and at most two decimals', () => {
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
  });
});

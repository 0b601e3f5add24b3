import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe("a coupon's expiry day", () => {
  it('reads in Kannada with a space after the comma', () => {
    expect(formatDay('2027-11-26', 'kn')).toBe('ನವೆಂ 26, 2027');
  });

  it('reads in English as day, short month and year', () => {
    expect(formatDay('2027-11-26', 'en')).toBe('26 Nov 2027');
  });

  it('is shown as it came when it is not a calendar day', () => {
    expect(formatDay('someday', 'en')).toBe('someday');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, maskCvv } from './card-number';

describe("the card checkout's boxes as the buyer types", () => {
  it('groups a card number in fours', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });

  it('keeps only digits and stops at 19', () => {
    expect(formatCardNumber('4000-0000 0000 0002 9999 1')).toBe('4000 0000 0000 0002 999');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('takes at most four CVV digits', () => {
    expect(maskCvv('12a345')).toBe('1234');
  });
});

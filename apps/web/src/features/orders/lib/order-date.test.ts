import { describe, expect, it } from 'vitest';
import { formatDeliveryDay, formatOrderDate, intlLocale } from './order-date';

describe("an order's date on My Orders", () => {
  it("is day month year on India's calendar", () => {
    // 20:00 UTC is already the next morning in India.
    expect(formatOrderDate('2026-11-22T20:00:00Z', 'en-IN')).toBe('23 November 2026');
  });

  it('writes a delivery estimate as the calendar day it names', () => {
    expect(formatDeliveryDay('2026-12-03', 'en-IN')).toBe('3 December 2026');
  });

  it('follows the page language', () => {
    expect(intlLocale('kn_In')).toBe('kn-IN');
    expect(intlLocale('en_In')).toBe('en-IN');
  });
});

import { describe, expect, it } from 'vitest';
import { deliveryLabel, formatDay } from './delivery-date';

// 22 November 2026, 23:30 in India.
const lateEvening = new Date('2026-11-22T18:00:00Z');

describe("a shipment's estimated delivery at checkout", () => {
  it('is Tomorrow for the next Indian calendar day, however late it is now', () => {
    expect(deliveryLabel('2026-11-23', lateEvening)).toEqual({ key: 'checkout.tomorrow' });
  });

  it('is in N days further out', () => {
    expect(deliveryLabel('2026-11-27', lateEvening)).toEqual({ key: 'checkout.inDays', days: 5 });
  });

  it('is Today for today or a date already past', () => {
    expect(deliveryLabel('2026-11-22', lateEvening)).toEqual({ key: 'checkout.today' });
    expect(deliveryLabel('2026-11-20', lateEvening)).toEqual({ key: 'checkout.today' });
  });

  it('writes the date as day month year', () => {
    expect(formatDay('2026-11-27', 'en-IN')).toBe('27 November 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { deliveryWhen } from './delivery';

// 10:00 in India on 1 December 2026.
const now = new Date('2026-12-01T04:30:00Z');

describe('when a product would arrive', () => {
  it('says Today for an estimate of today', () => {
    expect(deliveryWhen('2026-12-01', now)).toEqual({ key: 'cart.delivery.today' });
  });

  it('says Tomorrow for the next calendar day', () => {
    expect(deliveryWhen('2026-12-02', now)).toEqual({ key: 'cart.delivery.tomorrow' });
  });

  it('counts calendar days beyond that', () => {
    expect(deliveryWhen('2026-12-06', now)).toEqual({ key: 'cart.delivery.inDays', values: { count: 5 } });
  });

  it('counts days by the Indian calendar, not the UTC one', () => {
    // 00:30 on 2 December in India is still 1 December in UTC.
    expect(deliveryWhen('2026-12-02', new Date('2026-12-01T19:00:00Z'))).toEqual({ key: 'cart.delivery.today' });
  });
});

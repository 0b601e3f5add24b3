import { relativeDay, type enCheckout, type IsoDate } from '@krishi/contract';
import type { KeyOf } from '../../../lib/strings';

/** 'Today', 'Tomorrow' or 'in N days' for an estimated delivery date, counted in Indian calendar days. */
export function deliveryLabel(date: IsoDate, now: Date): { key: KeyOf<typeof enCheckout>; days?: number } {
  const relative = relativeDay(date, now);
  if (relative.kind === 'today') return { key: 'checkout.today' };
  if (relative.kind === 'tomorrow') return { key: 'checkout.tomorrow' };
  return { key: 'checkout.inDays', days: relative.days };
}

/** A calendar day as the page's language writes it: 24 November 2026. */
export function formatDay(date: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

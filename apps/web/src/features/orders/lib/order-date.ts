import type { IsoDate } from '@krishi/contract';

/** When an order was placed, as day month year in India's time: 22 November 2026. */
export function formatOrderDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** A shipment's estimated delivery day (YYYY-MM-DD, already an Indian calendar day): 24 November 2026. */
export function formatDeliveryDay(date: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The Intl locale for the page's language. */
export const intlLocale = (language: string) => (language === 'kn_In' ? 'kn-IN' : 'en-IN');

import type { LanguageCode } from '@krishi/contract';

/** An ISO date (YYYY-MM-DD) as a reader of that language writes it, e.g. '1 November 2026'. */
export function formatLongDate(isoDate: string, language: LanguageCode): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language === 'kn' ? 'kn-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

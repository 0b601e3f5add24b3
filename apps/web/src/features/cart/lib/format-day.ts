import type { LanguageCode } from '@krishi/contract';
import { shortDate } from '../../../lib/short-date';

/** A calendar day (YYYY-MM-DD) as a reader of that language writes it short, e.g. '30 Nov 2026'. */
export function formatDay(isoDate: string, language: LanguageCode): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return shortDate(date, language, 'UTC');
}

import type { LanguageCode } from '@krishi/contract';

/**
 * A date written short in the reader's language: '26 Nov 2027', 'ನವೆಂ 26, 2027'. Kannada's
 * CLDR pattern for day, short month and year ('MMM d,y') has no space after its comma, which
 * runs the day into the year ('ನವೆಂ 26,2027'); a comma without one gets it.
 */
export function shortDate(date: Date, language: LanguageCode, timeZone?: string): string {
  return new Intl.DateTimeFormat(language === 'kn' ? 'kn-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  })
    .formatToParts(date)
    .map((part) => (part.type === 'literal' ? part.value.replace(/,(?!\s)/g, ', ') : part.value))
    .join('');
}

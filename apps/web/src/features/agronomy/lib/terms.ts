import { pickText, type AgronomyTerm, type DoseRate, type LanguageCode } from '@krishi/contract';
import { formatNumber } from './format-number';

/** A term's name in the page's language, and the language it is really in (for `lang`). */
export function termName(term: AgronomyTerm, language: LanguageCode): { text: string; lang: 'en' | 'kn' } {
  return { text: pickText(term.name, language), lang: language === 'kn' && term.name.kn ? 'kn' : 'en' };
}

/** The terms of `slugs` that the reference table knows, in the order given. */
export function termsOf(slugs: readonly string[], terms: readonly AgronomyTerm[] | undefined): AgronomyTerm[] {
  const bySlug = new Map((terms ?? []).map((term) => [term.slug, term]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** A dose's amount as the page's language writes numbers: 0.5, 100, 1,000. */
export function doseAmount(dose: DoseRate, language: LanguageCode): string {
  return formatNumber(dose.amount, language);
}

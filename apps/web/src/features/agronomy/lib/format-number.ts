import type { LanguageCode } from '@krishi/contract';

/**
 * One formatter per language, made once: `toLocaleString` with options makes a new one on every
 * call, which was a few percent of a product page's render on the server. Its own module, with
 * no value from the contract: a product card's dose line imports it, and the contract's
 * agronomy module would bring its schemas into the start-up JavaScript.
 */
const numberFormats = {
  en: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }),
  kn: new Intl.NumberFormat('kn-IN', { maximumFractionDigits: 2 }),
} satisfies Record<LanguageCode, Intl.NumberFormat>;

/** A number as the page's language writes it: 2.5, 1,000. */
export function formatNumber(amount: number, language: LanguageCode): string {
  return numberFormats[language].format(amount);
}

import { convertDose, type DoseUnit, type LanguageCode } from '@krishi/contract';

/** A quantity in the unit a farmer reads it in: 2500 ml as 2.5 L, 1500 g as 1.5 kg. */
export function readableQuantity(amount: number, unit: DoseUnit): { amount: number; unit: DoseUnit } {
  if (unit === 'ml' && amount >= 1000) return { amount: convertDose(amount, 'ml', 'L'), unit: 'L' };
  if (unit === 'g' && amount >= 1000) return { amount: convertDose(amount, 'g', 'kg'), unit: 'kg' };
  return { amount, unit };
}

/**
 * One formatter per language, made once: `toLocaleString` with options makes a new one on every
 * call, which was a few percent of a product page's render on the server.
 */
const numberFormats = {
  en: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }),
  kn: new Intl.NumberFormat('kn-IN', { maximumFractionDigits: 2 }),
} satisfies Record<LanguageCode, Intl.NumberFormat>;

/** A number as the page's language writes it: 2.5, 1,000. */
export function formatNumber(amount: number, language: LanguageCode): string {
  return numberFormats[language].format(amount);
}

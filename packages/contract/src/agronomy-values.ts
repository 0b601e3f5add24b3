import type { ActiveIngredient } from './agronomy.js';

/**
 * Plain values of the agronomy and label facts, kept apart from their schemas (agronomy.ts,
 * label.ts): the product page shows them from its first paint, and a browser module that reads
 * only these does not bring zod and every back-office schema into the product page's start.
 */

export const DOSE_UNITS = ['ml', 'g', 'kg', 'L'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

/** The colour of a pesticide label's toxicity triangle, most toxic first. */
export const TOXICITY_COLOURS = ['red', 'yellow', 'blue', 'green'] as const;

/** The kinds of product a seller's licence allows. */
export const LICENCE_KINDS = ['pesticide', 'fertilizer', 'seed'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/** 'Imidacloprid 17.8% SL' as a label writes it. */
export function ingredientLabel(ingredient: ActiveIngredient, language: 'en' | 'kn' = 'en'): string {
  return [ingredient.name[language], ingredient.concentration, ingredient.formulation].filter(Boolean).join(' ');
}

import { convertDose, type DoseUnit } from '@krishi/contract';

/** A quantity in the unit a farmer reads it in: 2500 ml as 2.5 L, 1500 g as 1.5 kg. */
export function readableQuantity(amount: number, unit: DoseUnit): { amount: number; unit: DoseUnit } {
  if (unit === 'ml' && amount >= 1000) return { amount: convertDose(amount, 'ml', 'L'), unit: 'L' };
  if (unit === 'g' && amount >= 1000) return { amount: convertDose(amount, 'g', 'kg'), unit: 'kg' };
  return { amount, unit };
}

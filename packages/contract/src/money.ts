/**
 * Money rules shared by the page and the server. Amounts are integer paise everywhere
 * except at the very edge, where they are shown as rupees with two decimals.
 */

export type Paise = number;

export interface PricedVariant {
  price: Paise;
  salePrice: Paise | null;
}

/** The price a buyer pays for one unit: the sale price when present, else the list price, else 0. */
export function shownPrice(variant: Partial<PricedVariant> | null | undefined): Paise {
  if (!variant) return 0;
  return variant.salePrice ?? variant.price ?? 0;
}

/** Rounded percentage (price - salePrice) / price; 0 when there is no real discount. */
export function discountPercent(variant: PricedVariant): number {
  if (variant.salePrice == null || variant.price <= 0 || variant.salePrice >= variant.price) return 0;
  return Math.round(((variant.price - variant.salePrice) * 100) / variant.price);
}

/** Sum of shown price x quantity. */
export function subTotal(lines: ReadonlyArray<{ variant: PricedVariant; quantity: number }>): Paise {
  return lines.reduce((sum, line) => sum + shownPrice(line.variant) * line.quantity, 0);
}

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,234.50 — always two decimals (checkout, bills). */
export function formatRupees(paise: Paise): string {
  return inr.format(paise / 100);
}

/** ₹1,235 on cards, ₹1,234.50 when there are paise to show. */
export function formatPrice(paise: Paise): string {
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : inr.format(paise / 100);
}

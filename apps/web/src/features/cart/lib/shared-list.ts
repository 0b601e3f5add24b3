import { MAX_CART_ITEMS, MAX_CART_QUANTITY } from '@krishi/contract';

/** One line of a shared list: which pack of which product, and how many. */
export interface SharedLine {
  productId: number;
  variantId: number;
  quantity: number;
}

/**
 * A cart's lines written into a link (`12.34.2~15.40.1`: product, pack, quantity), so a list
 * needs no account and no storage: whoever opens the link sees what it says.
 */
export function encodeList(lines: readonly SharedLine[]): string {
  return lines.map((line) => `${line.productId}.${line.variantId}.${line.quantity}`).join('~');
}

const positive = (text: string, max = Number.MAX_SAFE_INTEGER) => {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
};

/** The lines of a link; a malformed part is left out, a pack named twice counts once. */
export function decodeList(text: string | null): SharedLine[] {
  const lines: SharedLine[] = [];
  for (const part of (text ?? '').split('~').slice(0, MAX_CART_ITEMS)) {
    const [product = '', variant = '', quantity = ''] = part.split('.');
    const line = {
      productId: positive(product),
      variantId: positive(variant),
      quantity: positive(quantity, MAX_CART_QUANTITY),
    };
    if (line.productId === null || line.variantId === null || line.quantity === null) continue;
    if (lines.some((kept) => kept.variantId === line.variantId)) continue;
    lines.push(line as SharedLine);
  }
  return lines;
}

/**
 * The cart's lines with a list's added: a pack already in the cart gets the list's quantity on
 * top, up to what is in stock; packs out of stock are left out.
 */
export function withList(
  cart: readonly SharedLine[],
  list: readonly SharedLine[],
  stockOf: (variantId: number) => number,
): SharedLine[] {
  const merged = cart.map((line) => ({ ...line }));
  for (const line of list) {
    const stock = Math.min(stockOf(line.variantId), MAX_CART_QUANTITY);
    if (stock <= 0) continue;
    const kept = merged.find((m) => m.variantId === line.variantId);
    if (kept) kept.quantity = Math.max(kept.quantity, Math.min(kept.quantity + line.quantity, stock));
    else merged.push({ ...line, quantity: Math.min(line.quantity, stock) });
  }
  return merged;
}

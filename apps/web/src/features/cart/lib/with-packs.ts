import type { SaveCartBody } from '@krishi/contract';

export type Packs = { variantId: number; count: number }[];

/** A cart's lines with these packs of a product at exactly these counts; every other line as it was. */
export function withPacks(
  lines: SaveCartBody['cartItems'],
  productId: number,
  packs: Packs,
): SaveCartBody['cartItems'] {
  const chosen = new Set(packs.map((p) => p.variantId));
  return [
    ...lines.filter((line) => !chosen.has(line.variantId)),
    ...packs.map((p) => ({ productId, variantId: p.variantId, quantity: p.count })),
  ];
}

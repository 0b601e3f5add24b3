import type { LineProduct, Shipment, Variant } from '@krishi/contract';

/**
 * What the catalogue says today about one variant in a cart, with its product and seller. The cart
 * feature prices from it and the catalogue feature gives it from what it holds in memory; features
 * do not import each other, so both compile against this one definition.
 */
export interface CatalogueLine {
  product: LineProduct;
  /** The product is listed (status ACTIVE) and its seller active. */
  productActive: boolean;
  variant: Variant;
  seller: Shipment['seller'] & { pinCode: string; servedStates: string[] };
}

/** A line asked for: the variant, and the product it is said to be of. */
export interface WantedLine {
  productId: number;
  variantId: number;
}

/** Listed variants as cart lines, by variant id; a variant the lookup does not give is absent. */
export type CatalogueLookup = (wanted: ReadonlyArray<WantedLine>) => ReadonlyMap<number, CatalogueLine>;

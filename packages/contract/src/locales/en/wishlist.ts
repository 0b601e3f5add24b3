/** The wishlist screens' strings. */
export const wishlist = {} as const;

/** The cart screens' strings (spec sections 2, 4 and 8). */
export const cart = {} as const;

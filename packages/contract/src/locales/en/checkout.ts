/** The checkout screens' strings (spec sections 2, 4 and 8). */
export const checkout = {} as const;

/** The orders screens' strings (spec sections 2, 4 and 8). */
export const orders = {} as const;

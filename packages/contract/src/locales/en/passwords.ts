/** The passwords screens' strings. */
export const passwords = {} as const;

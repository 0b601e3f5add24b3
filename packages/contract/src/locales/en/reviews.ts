/** The reviews screens' strings. */
export const reviews = {} as const;

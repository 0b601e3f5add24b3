/** The admin screens' strings. */
export const admin = {} as const;

import type { cart as en } from '../en/cart.js';

export const cart: Record<keyof typeof en, string> = {};

import type { checkout as en } from '../en/checkout.js';

export const checkout: Record<keyof typeof en, string> = {};

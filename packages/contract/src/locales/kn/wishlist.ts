import type { wishlist as en } from '../en/wishlist.js';

export const wishlist: Record<keyof typeof en, string> = {};

import type { reviews as en } from '../en/reviews.js';

export const reviews: Record<keyof typeof en, string> = {};

import type { passwords as en } from '../en/passwords.js';

export const passwords: Record<keyof typeof en, string> = {};

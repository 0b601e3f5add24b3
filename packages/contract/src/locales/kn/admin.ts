import type { admin as en } from '../en/admin.js';

export const admin: Record<keyof typeof en, string> = {};

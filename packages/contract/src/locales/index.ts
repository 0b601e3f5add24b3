import type { Locale } from '../i18n.js';
import { en, type MessageKey } from './en/index.js';
import { kn } from './kn/index.js';

export { en, type MessageKey } from './en/index.js';
export * from './en/groups.js';

export const bundles: Record<Locale, Record<MessageKey, string>> = { en_In: en, kn_In: kn };

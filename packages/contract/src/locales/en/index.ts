import { common } from './common.js';
import { seo } from './seo.js';

/**
 * English UI strings: the bundled fallback and the source of every key. Each feature keeps
 * its own file; the Kannada file of the same name must translate every key.
 */
export const en = { ...common, ...seo } as const;
export type MessageKey = keyof typeof en;

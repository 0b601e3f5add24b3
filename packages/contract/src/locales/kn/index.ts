import type { MessageKey } from '../en/index.js';
import { common } from './common.js';
import { seo } from './seo.js';

/** Kannada UI strings; the type makes a missing key a compile error. */
export const kn: Record<MessageKey, string> = { ...common, ...seo };

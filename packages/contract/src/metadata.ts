import { z } from 'zod';
import { LOCALES } from './i18n.js';

export const language = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  displayName: z.string(),
  locale: z.enum(LOCALES),
});
export type Language = z.infer<typeof language>;
export const languagesResponse = z.object({ data: z.array(language) });

export const localeQuery = z.object({
  locale: z.enum(LOCALES),
  /** Cache buster the page adds; ignored. */
  _t: z.string().optional(),
});
export const translationEntry = z.object({ key: z.string(), value: z.string() });
export const localeResponse = z.object({ data: z.array(translationEntry) });
export type LocaleResponse = z.infer<typeof localeResponse>;

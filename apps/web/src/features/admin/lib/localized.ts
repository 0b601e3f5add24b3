import type { LanguageCode } from '@krishi/contract';

/** A catalogue text in the page's language, and the language it is really in (Kannada may be missing). */
export function inLanguage(
  text: { en: string; kn?: string },
  language: LanguageCode,
): { text: string; lang: LanguageCode } {
  return language === 'kn' && text.kn ? { text: text.kn, lang: 'kn' } : { text: text.en, lang: 'en' };
}

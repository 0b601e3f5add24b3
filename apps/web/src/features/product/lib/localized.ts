import { pickText, type LanguageCode, type LocalizedText } from '@krishi/contract';

/** A catalogue text in the reader's language with the language it is really in (the fallback is English). */
export function localized(text: LocalizedText, language: LanguageCode): { text: string; lang: LanguageCode } {
  const value = pickText(text, language);
  return { text: value, lang: language === 'kn' && text.kn ? 'kn' : 'en' };
}

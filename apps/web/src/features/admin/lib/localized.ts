import { currentLanguage } from '../../../lib/language';
import type { LanguageCode } from '@krishi/contract';

/** A catalogue text in the page's language, and the language it is really in (Kannada may be missing). */
export function inLanguage(
  text: { en: string; kn?: string },
  language: LanguageCode,
): { text: string; lang: LanguageCode } {
  return language === 'kn' && text.kn ? { text: text.kn, lang: 'kn' } : { text: text.en, lang: 'en' };
}

/** The page's language: the storefront's locale is chosen once per load (switching reloads the page). */
export function adminLanguage(): LanguageCode {
  return currentLanguage();
}

/** A moment as the operator reads it, in the page's language, Indian time. */
export function formatMoment(iso: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language === 'kn' ? 'kn-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** A catalogue text as its two form boxes hold it: empty for a new row or a missing Kannada text. */
export function editableText(text: { en: string; kn?: string } | undefined): { en: string; kn: string } {
  return { en: text?.en ?? '', kn: text?.kn ?? '' };
}

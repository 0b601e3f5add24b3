import DOMPurify from 'dompurify';
import { RICH_TEXT_CONFIG, toRichHtml } from './rich-text';

/** Catalogue rich text as HTML that is safe to put into the page: nothing in it can run. */
export function sanitiseRichText(html: string): string {
  return DOMPurify.sanitize(toRichHtml(html), RICH_TEXT_CONFIG);
}

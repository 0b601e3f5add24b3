import type { Config } from 'dompurify';

/**
 * What catalogue rich text may contain: paragraphs, lists and emphasis. No attributes at all,
 * so no links, styles or event handlers; DOMPurify's defaults drop script and style elements
 * together with their content.
 */
export const RICH_TEXT_CONFIG = {
  ALLOWED_TAGS: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br'],
  ALLOWED_ATTR: [],
  ALLOW_DATA_ATTR: false,
} satisfies Config;

const MARKUP = /<\/?[a-z][^>]*>/i;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Plain text (no tags) becomes paragraphs at blank lines and line breaks within them, so a
 * description typed without markup still reads well; markup is passed on to the sanitiser.
 */
export function toRichHtml(text: string): string {
  const trimmed = text.trim();
  if (!trimmed || MARKUP.test(trimmed)) return trimmed;
  return trimmed
    .split(/\n\s*\n/)
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

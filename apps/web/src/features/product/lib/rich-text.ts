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
const ALLOWED_TAGS = new Set<string>(RICH_TEXT_CONFIG.ALLOWED_TAGS);
/** Elements whose content is code, not text: dropped whole, as DOMPurify drops them. */
const CODE_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** A tag (name, attributes and all) or a comment. */
const TAG_OR_COMMENT = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi;
/** `&` that does not start a character reference. */
const BARE_AMPERSAND = /&(?![a-z][a-z0-9]*;|#\d+;|#x[0-9a-f]+;)/gi;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(text: string): string {
  return text.replace(BARE_AMPERSAND, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Markup reduced to the allowed tags, bare, and escaped text, before any HTML parser sees it:
 * the browser reports every event handler attribute it parses (DOMPurify's own parse included)
 * as a content security policy violation, although none runs.
 */
function allowedMarkup(markup: string): string {
  const source = markup.replace(CODE_ELEMENTS, '');
  let html = '';
  let last = 0;
  for (const match of source.matchAll(TAG_OR_COMMENT)) {
    html += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (name && ALLOWED_TAGS.has(name)) html += name === 'br' ? '<br>' : `<${match[1]}${name}>`;
  }
  return html + escapeText(source.slice(last));
}

/**
 * Plain text (no tags) becomes paragraphs at blank lines and line breaks within them, so a
 * description typed without markup still reads well; markup keeps its allowed tags only, and
 * goes on to the sanitiser.
 */
export function toRichHtml(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  if (MARKUP.test(trimmed)) return allowedMarkup(trimmed);
  return trimmed
    .split(/\n\s*\n/)
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

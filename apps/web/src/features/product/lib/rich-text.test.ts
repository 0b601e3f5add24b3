import { describe, expect, it } from 'vitest';
import { RICH_TEXT_CONFIG, toRichHtml } from './rich-text';

describe('rich text', () => {
  it('allows only paragraphs, lists, emphasis and line breaks, with no attributes', () => {
    expect([...RICH_TEXT_CONFIG.ALLOWED_TAGS].sort()).toEqual(['br', 'em', 'li', 'ol', 'p', 'strong', 'ul']);
    expect(RICH_TEXT_CONFIG.ALLOWED_ATTR).toEqual([]);
  });

  it('turns plain text into paragraphs and line breaks', () => {
    expect(toRichHtml('Spray in the evening.\nRepeat after 15 days.\n\nKeep away from children.')).toBe(
      '<p>Spray in the evening.<br>Repeat after 15 days.</p><p>Keep away from children.</p>',
    );
  });

  it('escapes plain text that only looks like markup', () => {
    expect(toRichHtml('Use 2 < 3 ml & stir')).toBe('<p>Use 2 &lt; 3 ml &amp; stir</p>');
  });

  it('hands markup to the sanitiser unchanged', () => {
    expect(toRichHtml('<ul><li>2 ml per litre</li></ul>')).toBe('<ul><li>2 ml per litre</li></ul>');
  });
});

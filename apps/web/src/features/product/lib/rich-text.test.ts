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

  it('hands markup of allowed tags to the sanitiser unchanged', () => {
    expect(toRichHtml('<ul><li>2 ml per litre</li></ul>')).toBe('<ul><li>2 ml per litre</li></ul>');
    expect(toRichHtml('<p>5&nbsp;ml &amp; stir</p>')).toBe('<p>5&nbsp;ml &amp; stir</p>');
  });

  it('keeps no attribute, no other tag and no script before any HTML parser sees the markup', () => {
    expect(toRichHtml('<P onclick="steal()">Sow <img src=x onerror=steal()><b>early</b><BR/></P>')).toBe(
      '<p>Sow early<br></p>',
    );
    expect(toRichHtml('<p>Dose</p><script>steal()</script><style>p{}</style><!-- <img onerror=steal()> -->')).toBe(
      '<p>Dose</p>',
    );
  });

  it('escapes what is left of broken or nested tags, so it reads as text', () => {
    // Taking the inner script out leaves `<script>`: a tag outside the list, dropped in its turn.
    expect(toRichHtml('<scr<script>ipt>steal()</scr</script>ipt> 2 < 3 & 4')).toBe(' 2 &lt; 3 &amp; 4');
    expect(toRichHtml('<p title=">"<img src=x onerror=steal()>">x</p>')).toBe('<p>""&gt;x</p>');
  });
});

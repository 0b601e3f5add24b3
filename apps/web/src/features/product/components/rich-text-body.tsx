import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { RICH_TEXT_CONFIG, toRichHtml } from '../lib/rich-text';

/**
 * Catalogue rich text, sanitised so nothing in it can run. The server, which has no DOM for
 * DOMPurify, renders `toRichHtml`'s reduction to bare allowed tags and escaped text; the
 * browser passes that through DOMPurify as well.
 */
export default function RichTextBody({ html, lang }: { html: string; lang: string }) {
  const clean = useMemo(
    () => (DOMPurify.isSupported ? DOMPurify.sanitize(toRichHtml(html), RICH_TEXT_CONFIG) : toRichHtml(html)),
    [html],
  );
  return <div className="rich-text" lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { RICH_TEXT_CONFIG, toRichHtml } from '../lib/rich-text';

/** Catalogue rich text, sanitised in the browser so nothing in it can run. */
export default function RichTextBody({ html, lang }: { html: string; lang: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(toRichHtml(html), RICH_TEXT_CONFIG), [html]);
  return <div className="rich-text" lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}

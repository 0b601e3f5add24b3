import { useMemo, useRef } from 'react';
import { useLoadedWhenNear } from '../../../lib/load-when-near';

// The sanitiser (DOMPurify) is the heaviest part of the page, and on a phone the texts start
// about half a screen below the first one: its code loads, and its work runs, only as the
// visitor scrolls toward them instead of competing with the first screen.
const loadSanitiser = () => import('../lib/sanitise-rich-text').then((m) => m.sanitiseRichText);

/** How far below the screen a text starts loading: less than the gap under a phone's first screen. */
const TEXT_AHEAD = '250px';

/** A catalogue text; until its sanitiser has loaded, an empty block holding a few lines' place. */
export function RichText({ html, lang }: { html: string; lang: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const sanitise = useLoadedWhenNear(slot, TEXT_AHEAD, loadSanitiser);
  const clean = useMemo(() => sanitise?.(html), [sanitise, html]);
  if (clean === undefined) return <div ref={slot} className="rich-text rich-text--loading" />;
  return <div className="rich-text" lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import { Suspense } from 'react';
import { lazyWhenOnline } from '../../../lib/lazy-when-online';

// The sanitiser is the heaviest part of the page and the texts sit below the images: it loads
// in parallel instead of holding back the first screen.
const RichTextBody = lazyWhenOnline(() => import('./rich-text-body').then((m) => m.default));

export function RichText({ html, lang }: { html: string; lang: string }) {
  return (
    <Suspense fallback={<div className="rich-text rich-text--loading" />}>
      <RichTextBody html={html} lang={lang} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { enPages } from '@krishi/contract';
import { isSellOnPath } from '../../features/static-pages/lib/sell-on';
import { pageContentQueryOptions } from '../../features/static-pages/lib/use-content';
import { sellOnLoaders } from '../../features/static-pages/content/loaders';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { lazyWhenOnline } from '../../lib/lazy-when-online';
import { useStrings } from '../../lib/strings';
import { MissingPage } from './missing-page';

const SellOnPage = lazyWhenOnline(() =>
  import('../../features/static-pages/components/sell-on-page').then((m) => m.SellOnPage),
);

function SellOn() {
  const t = useStrings(enPages);
  usePageTitle(t('pages.sellOn.title'));
  const language = useLanguage();
  return (
    <main className="page">
      <Suspense>
        <SellOnPage language={language} />
      </Suspense>
    </main>
  );
}

/** The seller page's text; no other path this route takes asks for anything. */
export const loader = pageData(({ url, language }) =>
  isSellOnPath(url.pathname)
    ? [pageQuery(pageContentQueryOptions('sell-on', language, (lang) => sellOnLoaders[lang]()))]
    : [],
);

/** Any path no other route takes: the seller page /sell-on-{product}, else 'Page not found'. */
export function Component() {
  const { pathname } = useLocation();
  return isSellOnPath(pathname) ? <SellOn /> : <MissingPage />;
}

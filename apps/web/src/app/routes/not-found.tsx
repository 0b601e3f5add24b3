import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { enPages } from '@krishi/contract';
import { NotFound } from '../../features/static-pages/components/not-found';
import { isSellOnPath } from '../../features/static-pages/lib/sell-on';
import { currentLanguage } from '../../lib/language';
import { usePageTitle } from '../../lib/page-title';
import { lazyWhenOnline } from '../../lib/lazy-when-online';
import { useStrings } from '../../lib/strings';

const SellOnPage = lazyWhenOnline(() =>
  import('../../features/static-pages/components/sell-on-page').then((m) => m.SellOnPage),
);

function SellOn() {
  const t = useStrings(enPages);
  usePageTitle(t('pages.sellOn.title'));
  return (
    <main className="page">
      <Suspense>
        <SellOnPage language={currentLanguage()} />
      </Suspense>
    </main>
  );
}

function Missing() {
  const t = useStrings(enPages);
  usePageTitle(t('pages.notFound.pageTitle'));
  return (
    <main className="page">
      <NotFound />
    </main>
  );
}

/** Any path no other route takes: the seller page /sell-on-{product}, else 'Page not found'. */
export function Component() {
  const { pathname } = useLocation();
  return isSellOnPath(pathname) ? <SellOn /> : <Missing />;
}

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { enPages } from '@krishi/contract';
import { NotFound } from '../../features/static-pages/components/not-found';
import { isSellOnPath } from '../../features/static-pages/lib/sell-on';
import { currentLanguage } from '../../lib/language';
import { usePageTitle } from '../../lib/page-title';
import { addEnglishStrings } from '../../lib/i18n';
import { lazyWhenOnline } from '../../lib/lazy-when-online';

addEnglishStrings(enPages);

const SellOnPage = lazyWhenOnline(() =>
  import('../../features/static-pages/components/sell-on-page').then((m) => m.SellOnPage),
);

function SellOn() {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
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

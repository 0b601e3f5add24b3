import { enPages } from '@krishi/contract';
import { NotFound } from '../../features/static-pages/components/not-found';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/**
 * 'Page not found' as a page: for an address no route takes, and for a product or category that
 * does not exist, which the server answers 404 with this page in its HTML.
 */
export function MissingPage() {
  const t = useStrings(enPages);
  usePageTitle(t('pages.notFound.pageTitle'));
  return (
    <main className="page">
      <NotFound />
    </main>
  );
}

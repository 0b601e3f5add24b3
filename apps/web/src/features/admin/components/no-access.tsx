import { Link } from 'react-router';
import { enAdmin } from '@krishi/contract';
import { usePageTitle } from '../../../lib/page-title';
import { useStrings } from '../../../lib/strings';
import { adminPaths } from '../lib/paths';

/** A logged-in customer at /admin: told plainly, still logged in. */
export function NoAccess() {
  const t = useStrings(enAdmin);
  usePageTitle(t('admin.noAccessTitle'));
  return (
    <main id="main" className="admin-status admin-status--page">
      <h1>{t('admin.noAccess')}</h1>
      <Link className="button" to={adminPaths.shop()}>
        {t('admin.backToShop')}
      </Link>
    </main>
  );
}

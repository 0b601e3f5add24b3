import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle('Not Found');
  return (
    <main className="page page--centered">
      <h1>{t('notFound.title')}</h1>
      <div className="button-row">
        <Link className="button" to={paths.home()}>
          {t('notFound.home')}
        </Link>
        <button type="button" className="button button--outline" onClick={() => navigate(-1)}>
          {t('notFound.back')}
        </button>
      </div>
    </main>
  );
}

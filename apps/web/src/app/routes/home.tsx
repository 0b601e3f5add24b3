import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle('Home');
  return (
    <main className="page">
      <h1>{t('app.name')}</h1>
    </main>
  );
}

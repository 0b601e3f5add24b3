import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/components/login-form';
import { usePageTitle } from '../../lib/page-title';

/** /login: phone, then the one-time code (spec section 2). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.title'));
  return (
    <main className="page page--form">
      <LoginForm />
    </main>
  );
}

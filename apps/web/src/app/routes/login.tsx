import { useTranslation } from 'react-i18next';
import { enAuth, enPasswords } from '@krishi/contract';
import { LoginForm } from '../../features/auth/components/login-form';
import { usePageTitle } from '../../lib/page-title';
import { addEnglishStrings } from '../../lib/i18n';

addEnglishStrings(enAuth, enPasswords);

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

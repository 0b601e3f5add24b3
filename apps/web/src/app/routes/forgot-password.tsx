import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../features/passwords/components/forgot-password-form';
import { usePageTitle } from '../../lib/page-title';

/** /forgotPassword: the e-mail to send a reset code to (spec section 2). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('passwords.title'));
  return (
    <main className="page page--form">
      <ForgotPasswordForm />
    </main>
  );
}

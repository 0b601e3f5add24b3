import { useTranslation } from 'react-i18next';
import { enPasswords } from '@krishi/contract';
import { ForgotPasswordForm } from '../../features/passwords/components/forgot-password-form';
import { usePageTitle } from '../../lib/page-title';
import { addEnglishStrings } from '../../lib/i18n';

addEnglishStrings(enPasswords);

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

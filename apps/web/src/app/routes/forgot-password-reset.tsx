import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { enPasswords } from '@krishi/contract';
import { MissingStep } from '../../features/passwords/components/missing-step';
import { ResetPasswordForm } from '../../features/passwords/components/reset-password-form';
import { resetCodeFrom, storedResetEmail } from '../../features/passwords/lib/reset-state';
import { usePageTitle } from '../../lib/page-title';
import { addEnglishStrings } from '../../lib/i18n';

addEnglishStrings(enPasswords);

/** /forgotPassword/verifyCode/resetPassword: the new password (spec section 2). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('passwords.title'));
  const email = storedResetEmail();
  const resetCode = resetCodeFrom(useLocation().state);
  return (
    <main className="page page--form">
      {email && resetCode ? <ResetPasswordForm email={email} resetCode={resetCode} /> : <MissingStep />}
    </main>
  );
}

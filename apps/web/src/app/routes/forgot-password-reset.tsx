import { useLocation } from 'react-router';
import { enPasswords } from '@krishi/contract';
import { MissingStep } from '../../features/passwords/components/missing-step';
import { ResetPasswordForm } from '../../features/passwords/components/reset-password-form';
import { resetCodeFrom, storedResetEmail } from '../../features/passwords/lib/reset-state';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /forgotPassword/verifyCode/resetPassword: the new password (spec section 2). */
export function Component() {
  const t = useStrings(enPasswords);
  usePageTitle(t('passwords.title'));
  const email = storedResetEmail();
  const resetCode = resetCodeFrom(useLocation().state);
  return (
    <main className="page page--form">
      {email && resetCode ? <ResetPasswordForm email={email} resetCode={resetCode} /> : <MissingStep />}
    </main>
  );
}

import { enPasswords } from '@krishi/contract';
import { ForgotPasswordForm } from '../../features/passwords/components/forgot-password-form';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /forgotPassword: the e-mail to send a reset code to (spec section 2). */
export function Component() {
  const t = useStrings(enPasswords);
  usePageTitle(t('passwords.title'));
  return (
    <main className="page page--form">
      <ForgotPasswordForm />
    </main>
  );
}

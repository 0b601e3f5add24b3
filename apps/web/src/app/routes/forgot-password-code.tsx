import { enPasswords } from '@krishi/contract';
import { MissingStep } from '../../features/passwords/components/missing-step';
import { VerifyCodeForm } from '../../features/passwords/components/verify-code-form';
import { storedResetEmail } from '../../features/passwords/lib/reset-state';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /forgotPassword/verifyCode: the code e-mailed to the stored address (spec section 2). */
export function Component() {
  const t = useStrings(enPasswords);
  usePageTitle(t('passwords.title'));
  const email = storedResetEmail();
  return <main className="page page--form">{email ? <VerifyCodeForm email={email} /> : <MissingStep />}</main>;
}

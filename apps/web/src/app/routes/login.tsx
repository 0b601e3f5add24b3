import { enAuth } from '@krishi/contract';
import { LoginForm } from '../../features/auth/components/login-form';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /login: phone, then the one-time code (spec section 2). */
export function Component() {
  const t = useStrings(enAuth);
  usePageTitle(t('auth.title'));
  return (
    <main className="page page--form">
      <LoginForm />
    </main>
  );
}

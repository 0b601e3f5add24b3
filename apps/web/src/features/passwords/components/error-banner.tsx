import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useStrings } from '../../../lib/strings';
import { enErrors, enPasswords } from '@krishi/contract';

/** Spec section 8: 'Something went wrong, please try again' plus the server's message, in red. */
export function ErrorBanner({ error }: { error: Error | null }) {
  const t = useStrings(enErrors, enPasswords);
  if (!error) return null;
  const detail = error instanceof ApiError && error.body ? errorText(t, error) : null;
  return (
    <div className="password-banner" role="alert">
      <p>{t('passwords.failed')}</p>
      {detail && <p>{detail}</p>}
    </div>
  );
}

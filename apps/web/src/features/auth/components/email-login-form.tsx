import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import {
  enErrors,
  enPasswords,
  emailLoginBody,
  PASSWORD_MAX_LENGTH,
  type EmailLoginBody,
  type VerifyOtpResponse,
} from '@krishi/contract';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorText, issueText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/api-client';
import { useStrings } from '../../../lib/strings';
import { useEmailLogin } from '../api/email-login';

/**
 * The second way in (issue 5): e-mail and password, for accounts that have set one through
 * 'Forgot password?'. A failure shows 'Something went wrong, please try again' and the server's reason.
 */
export function EmailLoginForm({ onLoggedIn }: { onLoggedIn: (session: VerifyOtpResponse) => void }) {
  const t = useStrings(enErrors, enPasswords);
  const login = useEmailLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailLoginBody>({ resolver: zodResolver(emailLoginBody), defaultValues: { email: '', password: '' } });
  const failure = login.error instanceof ApiError && login.error.body ? errorText(t, login.error) : null;

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit((values) => login.mutate(values, { onSuccess: onLoggedIn }))}
    >
      <h2 className="auth-card__step">{t('passwords.loginWithEmail')}</h2>
      <p className="auth-card__intro">{t('passwords.loginIntro')}</p>
      {login.error && (
        <div className="auth-banner" role="alert">
          <p>{t('passwords.failed')}</p>
          {failure && <p>{failure}</p>}
        </div>
      )}
      <TextField
        label={t('passwords.email')}
        error={issueText(t, errors.email?.message)}
        type="email"
        inputMode="email"
        autoComplete="username"
        {...register('email')}
      />
      <TextField
        label={t('passwords.password')}
        error={issueText(t, errors.password?.message)}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...register('password')}
      />
      <button type="submit" className="button auth-form__submit" disabled={login.isPending}>
        {login.isPending ? t('passwords.loggingIn') : t('passwords.login')}
      </button>
      <Link className="auth-form__link" to={paths.forgotPassword()}>
        {t('passwords.forgotLink')}
      </Link>
    </form>
  );
}

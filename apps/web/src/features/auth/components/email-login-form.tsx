import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import {
  enErrors,
  enPasswords,
  emailLoginBody,
  PASSWORD_MAX_LENGTH,
  passwordMessageKeys,
  type EmailLoginBody,
  type VerifyOtpResponse,
} from '@krishi/contract';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/api-client';
import { keyIn, useStrings } from '../../../lib/strings';
import { useEmailLogin } from '../api/email-login';

/**
 * The second way in (issue 5): e-mail and password, for accounts that have set one through
 * 'Forgot password?'. A failure shows 'Something went wrong, please try again' and the server's reason.
 */
export function EmailLoginForm({ onLoggedIn }: { onLoggedIn: (session: VerifyOtpResponse) => void }) {
  const t = useStrings(enErrors, enPasswords);
  const id = useId();
  const login = useEmailLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailLoginBody>({ resolver: zodResolver(emailLoginBody), defaultValues: { email: '', password: '' } });
  const text = (message: string | undefined) => {
    if (!message) return undefined;
    const key = passwordMessageKeys[message];
    return key && keyIn(enPasswords, key) ? t(key) : message;
  };
  const emailError = text(errors.email?.message);
  const passwordError = text(errors.password?.message);
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
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          {t('passwords.email')}
        </label>
        <input
          id={`${id}-email`}
          className="field__input"
          type="email"
          inputMode="email"
          autoComplete="username"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          {...register('email')}
        />
        {emailError && (
          <p id={`${id}-email-error`} className="field__error">
            {emailError}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {t('passwords.password')}
        </label>
        <input
          id={`${id}-password`}
          className="field__input"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${id}-password-error` : undefined}
          {...register('password')}
        />
        {passwordError && (
          <p id={`${id}-password-error`} className="field__error">
            {passwordError}
          </p>
        )}
      </div>
      <button type="submit" className="button auth-form__submit" disabled={login.isPending}>
        {login.isPending ? t('passwords.loggingIn') : t('passwords.login')}
      </button>
      <Link className="auth-form__link" to={paths.forgotPassword()}>
        {t('passwords.forgotLink')}
      </Link>
    </form>
  );
}

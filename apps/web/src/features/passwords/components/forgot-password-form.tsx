import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { enPasswords, forgotPasswordBody, type ForgotPasswordBody } from '@krishi/contract';
import { useForgotPassword } from '../api/forgot-password';
import { fieldErrorText } from '../lib/error-text';
import { storedResetEmail, storeResetEmail } from '../lib/reset-state';
import { ErrorBanner } from './error-banner';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import './passwords.css';

/** Spec sections 2 and 5: the e-mail ('Email is required', 'Email is not valid'), then on to verifyCode. */
export function ForgotPasswordForm() {
  const t = useStrings(enPasswords);
  const navigate = useNavigate();
  const id = useId();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: storedResetEmail() ?? '' },
  });
  const error = fieldErrorText(t, errors.email?.message);

  const send = ({ email }: ForgotPasswordBody) =>
    forgot.mutate(email, {
      onSuccess: () => {
        storeResetEmail(email);
        toast.success(t('passwords.emailSent'));
        // Spec: the relative route verifyCode.
        void navigate('verifyCode');
      },
    });

  return (
    <section className="card password-card">
      <h1>{t('passwords.forgotHeading')}</h1>
      <form className="password-form" noValidate onSubmit={handleSubmit(send)}>
        <p className="password-form__intro">{t('passwords.forgotIntro')}</p>
        <ErrorBanner error={forgot.error} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            {t('passwords.email')}
          </label>
          <input
            id={`${id}-email`}
            className="field__input"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-error` : undefined}
            {...register('email')}
          />
          {error && (
            <p id={`${id}-email-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button password-form__submit" disabled={forgot.isPending}>
          {forgot.isPending ? t('passwords.sending') : t('passwords.send')}
        </button>
      </form>
    </section>
  );
}

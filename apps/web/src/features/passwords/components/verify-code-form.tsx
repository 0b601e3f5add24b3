import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { enErrors, enPasswords, RESET_CODE_LENGTH, resetCodeForm, type ResetCodeForm } from '@krishi/contract';
import { TextField } from '../../../components/text-field';
import { issueText } from '../../../lib/error-text';
import { useStrings } from '../../../lib/strings';
import { paths } from '../../../config/paths';
import { useVerifyResetCode } from '../api/verify-reset-code';
import type { ResetCodeState } from '../lib/reset-state';
import { ErrorBanner } from './error-banner';
import './passwords.css';

/** Spec sections 2 and 5: the e-mailed code ('Code is required', 'Code must be 6 digits'), then resetPassword. */
export function VerifyCodeForm({ email }: { email: string }) {
  const t = useStrings(enErrors, enPasswords);
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetCodeForm>({ resolver: zodResolver(resetCodeForm), defaultValues: { resetCode: '' } });
  const error = issueText(t, errors.resetCode?.message);
  const field = register('resetCode');

  const check = ({ resetCode: code }: ResetCodeForm) =>
    verify.mutate(
      { email, resetCode: code },
      {
        onSuccess: () =>
          // Spec: the relative route resetPassword.
          void navigate('resetPassword', { state: { resetCode: code } satisfies ResetCodeState }),
      },
    );

  return (
    <section className="card password-card">
      <h1>{t('passwords.codeHeading')}</h1>
      <form className="password-form" noValidate onSubmit={handleSubmit(check)}>
        <ErrorBanner error={verify.error} />
        <TextField
          label={t('passwords.codeLabel')}
          hint={t('passwords.codeHelp', { email })}
          error={error}
          inputClassName="password-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH}
          {...field}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH);
            void field.onChange(event);
          }}
        />
        <button type="submit" className="button password-form__submit" disabled={verify.isPending}>
          {verify.isPending ? t('passwords.verifying') : t('passwords.verify')}
        </button>
        <Link className="button button--outline" to={paths.forgotPassword()}>
          {t('passwords.startAgain')}
        </Link>
      </form>
    </section>
  );
}

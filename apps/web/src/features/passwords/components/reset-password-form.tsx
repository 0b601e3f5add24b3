import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { enErrors, enPasswords, newPasswordForm, PASSWORD_MAX_LENGTH, type NewPasswordForm } from '@krishi/contract';
import { TextField } from '../../../components/text-field';
import { issueText } from '../../../lib/error-text';
import { paths } from '../../../config/paths';
import { saveSession } from '../../../lib/session';
import { useResetPassword } from '../api/reset-password';
import { forgetResetEmail } from '../lib/reset-state';
import { ErrorBanner } from './error-banner';
import { PasswordRules } from './password-rules';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import './passwords.css';

/**
 * Spec sections 2, 5 and 8: the new password with its rules shown as it is typed; success logs
 * the user in ('Password has been reset successfully') and goes to /.
 */
export function ResetPasswordForm({ email, resetCode }: { email: string; resetCode: string }) {
  const t = useStrings(enErrors, enPasswords);
  const navigate = useNavigate();
  const id = useId();
  const [shown, setShown] = useState(false);
  const reset = useResetPassword();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordForm), defaultValues: { newPassword: '' } });
  const typed = useWatch({ control, name: 'newPassword' }) ?? '';
  const error = issueText(t, errors.newPassword?.message);

  const save = ({ newPassword: password }: NewPasswordForm) =>
    reset.mutate(
      { email, resetCode, newPassword: password },
      {
        onSuccess: (session) => {
          saveSession(session);
          forgetResetEmail();
          toast.success(t('passwords.resetDone'));
          void navigate(paths.home(), { replace: true });
        },
      },
    );

  return (
    <section className="card password-card">
      <h1>{t('passwords.resetHeading')}</h1>
      <form className="password-form" noValidate onSubmit={handleSubmit(save)}>
        <ErrorBanner error={reset.error} />
        <TextField
          label={t('passwords.newPassword')}
          describedBy={`${id}-rules`}
          error={error}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...register('newPassword')}
        />
        <label className="password-show">
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          {t('passwords.showPassword')}
        </label>
        <PasswordRules id={`${id}-rules`} password={typed} />
        <button type="submit" className="button password-form__submit" disabled={reset.isPending}>
          {reset.isPending ? t('passwords.resetting') : t('passwords.reset')}
        </button>
        {reset.error && (
          <Link className="button button--outline" to={paths.forgotPassword()}>
            {t('passwords.startAgain')}
          </Link>
        )}
      </form>
    </section>
  );
}

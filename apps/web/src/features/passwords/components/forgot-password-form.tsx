import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { enErrors, enPasswords, forgotPasswordBody, type ForgotPasswordBody } from '@krishi/contract';
import { TextField } from '../../../components/text-field';
import { issueText } from '../../../lib/error-text';
import { useForgotPassword } from '../api/forgot-password';
import { storedResetEmail, storeResetEmail } from '../lib/reset-state';
import { ErrorBanner } from './error-banner';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import './passwords.css';

/** Spec sections 2 and 5: the e-mail ('Email is required', 'Email is not valid'), then on to verifyCode. */
export function ForgotPasswordForm() {
  const t = useStrings(enErrors, enPasswords);
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: storedResetEmail() ?? '' },
  });
  const error = issueText(t, errors.email?.message);

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
        <TextField
          label={t('passwords.email')}
          error={error}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
        />
        <button type="submit" className="button password-form__submit" disabled={forgot.isPending}>
          {forgot.isPending ? t('passwords.sending') : t('passwords.send')}
        </button>
      </form>
    </section>
  );
}

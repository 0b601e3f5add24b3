import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { enAuth, enErrors, enPasswords, OTP_LENGTH, phoneParams, type VerifyOtpResponse } from '@krishi/contract';
import { paths, SIGN_UP_PARAM } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorCode, errorText, issueText } from '../../../lib/error-text';
import { clearSession, saveSession } from '../../../lib/session';
import { useSendOtp } from '../api/send-otp';
import { NoTokenError, useVerifyOtp } from '../api/verify-otp';
import { formatSeconds, useSecondsLeft } from '../lib/countdown';
import { completeCode, emptyBoxes, type OtpBoxes } from '../lib/otp-boxes';
import { useSmsCode } from '../lib/web-otp';
import { EmailLoginForm } from './email-login-form';
import { OtpInput } from './otp-input';
import { toast } from '../../../lib/toast';
import { useStrings, type StringsT, type StringKey } from '../../../lib/strings';
import './auth.css';

type Step = { name: 'phone' } | { name: 'otp'; deadline: number } | { name: 'email' };

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * Spec sections 2, 4 and 5: the phone number, then the six OTP boxes with a 300-second resend
 * countdown. A registered user lands on / with the page reloaded; a new one goes on to register.
 * E-mail and password are the second way in (issue 5), one button below the phone step.
 */
export function LoginForm() {
  const t = useStrings(enAuth, enErrors, enPasswords);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phoneNumber, setPhoneNumber] = useState('');
  const [boxes, setBoxes] = useState<OtpBoxes>(() => emptyBoxes(OTP_LENGTH));
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();

  const send = (phone: string) => {
    setPhoneNumber(phone);
    sendOtp.mutate(phone, {
      onSuccess: (response) => {
        toast.success(t('auth.otpSent'));
        setBoxes(emptyBoxes(OTP_LENGTH));
        setStep({ name: 'otp', deadline: Date.now() + response.data.expiresInSeconds * 1000 });
      },
      onError: (error) => {
        toast.error(saysWhy(error) ? errorText(t, error) : t('auth.sendError'));
        // The last code is still live (a reload, a second tab): it can be typed in until it expires.
        const seconds =
          error instanceof ApiError && error.body?.code === 'otpResendWait' ? Number(error.body.params?.seconds) : NaN;
        if (Number.isInteger(seconds)) setStep({ name: 'otp', deadline: Date.now() + seconds * 1000 });
      },
    });
  };

  const onVerified = (
    session: VerifyOtpResponse,
    success: StringKey<typeof enAuth | typeof enErrors | typeof enPasswords> = 'auth.verified',
  ) => {
    try {
      saveSession(session);
    } catch {
      // Storage refused (full, or blocked by the browser): without it there is no session.
      clearSession();
      toast.error(t('auth.loginFailed'));
      return;
    }
    toast.success(t(success));
    // Spec: a registered user goes home and the page reloads, so every part starts logged in.
    if (session.isRegistered) window.location.assign(paths.home());
    else void navigate(paths.register(), { replace: true });
  };

  const verify = (otp: string) => {
    if (verifyOtp.isPending) return;
    verifyOtp.mutate(
      { phoneNumber, otp },
      {
        onSuccess: (session) => onVerified(session),
        onError: (error) => {
          toast.error(verifyErrorText(error, t));
          setBoxes(emptyBoxes(OTP_LENGTH));
          // The code is dead: nothing is left to wait for, a new one may be asked for at once.
          if (isDeadCode(error)) setStep({ name: 'otp', deadline: Date.now() });
        },
      },
    );
  };

  const changeBoxes = (next: OtpBoxes) => {
    setBoxes(next);
    const code = completeCode(next.digits);
    if (code) verify(code);
  };

  useSmsCode(step.name === 'otp', (code) =>
    changeBoxes({ ...emptyBoxes(OTP_LENGTH), digits: [...code.slice(0, OTP_LENGTH)] }),
  );

  return (
    <section className="card auth-card">
      <h1>{t('auth.title')}</h1>
      {step.name === 'email' ? (
        <EmailLoginForm onLoggedIn={(session) => onVerified(session, 'passwords.loggedIn')} />
      ) : step.name === 'phone' ? (
        <PhoneStep
          defaultPhone={phoneNumber}
          signingUp={search.has(SIGN_UP_PARAM)}
          sending={sendOtp.isPending}
          onSubmit={send}
        />
      ) : (
        <OtpStep
          phoneNumber={phoneNumber}
          deadline={step.deadline}
          boxes={boxes}
          verifying={verifyOtp.isPending}
          onChange={changeBoxes}
          onChangeNumber={() => setStep({ name: 'phone' })}
          onResend={() => {
            // Spec section 4: resending returns to the phone step, clears the boxes and sends again.
            setStep({ name: 'phone' });
            setBoxes(emptyBoxes(OTP_LENGTH));
            send(phoneNumber);
          }}
        />
      )}
      <button
        type="button"
        className="button button--outline auth-switch"
        onClick={() => setStep(step.name === 'email' ? { name: 'phone' } : { name: 'email' })}
      >
        {t(step.name === 'email' ? 'passwords.loginWithPhone' : 'passwords.loginWithEmail')}
      </button>
    </section>
  );
}

/**
 * A refusal says why in its own line, and so does the server whose SMS provider did not take the
 * code (a 502 with its code); any other failure gets the screen's words. Either way the step stays
 * where it was: no code is on its way, so no resend countdown starts.
 */
const saysWhy = (error: Error) =>
  error instanceof ApiError &&
  errorCode(error) !== undefined &&
  (error.status < 500 || errorCode(error) === 'otpSendFailed');

/** The code was voided by too many wrong tries: no try at it can succeed any more. */
const isDeadCode = (error: Error) => errorCode(error) === 'otpTooManyTries';

/** Spec section 8: the server's message when it sent one, else the spec's words. */
function verifyErrorText(error: Error, t: StringsT<typeof enAuth | typeof enErrors | typeof enPasswords>): string {
  if (error instanceof NoTokenError) return t('auth.noToken');
  if (!(error instanceof ApiError)) return t('auth.verifyError');
  return errorText(t, error, 'auth.verifyFailed');
}

function PhoneStep({
  defaultPhone,
  signingUp,
  sending,
  onSubmit,
}: {
  defaultPhone: string;
  /** Came from 'New customer? Sign Up': say that signing up starts here. */
  signingUp: boolean;
  sending: boolean;
  onSubmit: (phone: string) => void;
}) {
  const t = useStrings(enAuth, enErrors, enPasswords);
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(phoneParams), defaultValues: { phoneNumber: defaultPhone } });
  const field = register('phoneNumber');
  const error = issueText(t, errors.phoneNumber?.message);
  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit((values) => onSubmit(values.phoneNumber))}>
      {signingUp && <p className="auth-card__signup">{t('auth.signUpIntro')}</p>}
      <p className="auth-card__intro">{t('auth.intro')}</p>
      <label className="field__label" htmlFor={`${id}-phone`}>
        {t('auth.phoneLabel')}
      </label>
      <div className="auth-phone">
        <span className="auth-phone__prefix" aria-hidden="true">
          +91
        </span>
        <input
          {...field}
          id={`${id}-phone`}
          className="field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            event.target.value = digitsOnly(event.target.value);
            void field.onChange(event);
          }}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button auth-form__submit" disabled={sending}>
        {sending ? t('auth.sending') : t('auth.sendOtp')}
      </button>
    </form>
  );
}

function OtpStep({
  phoneNumber,
  deadline,
  boxes,
  verifying,
  onChange,
  onChangeNumber,
  onResend,
}: {
  phoneNumber: string;
  deadline: number;
  boxes: OtpBoxes;
  verifying: boolean;
  onChange: (boxes: OtpBoxes) => void;
  /** Back to the phone step, the number kept for correcting. */
  onChangeNumber: () => void;
  onResend: () => void;
}) {
  const t = useStrings(enAuth, enErrors, enPasswords);
  const id = useId();
  const secondsLeft = useSecondsLeft(deadline);
  return (
    <div className="auth-form">
      <h2 id={`${id}-heading`} className="auth-card__step">
        {t('auth.otpHeading')}
      </h2>
      <p className="auth-card__intro">{t('auth.otpSentTo', { phone: `+91 ${phoneNumber}` })}</p>
      <button type="button" className="auth-form__link" onClick={onChangeNumber}>
        {t('auth.changeNumber')}
      </button>
      <OtpInput boxes={boxes} onChange={onChange} busy={verifying} labelledBy={`${id}-heading`} />
      <p className="auth-card__status" role="status">
        {verifying ? t('auth.verifying') : ''}
      </p>
      <button type="button" className="button button--outline" disabled={secondsLeft > 0} onClick={onResend}>
        {secondsLeft > 0 ? t('auth.resendIn', { time: formatSeconds(secondsLeft) }) : t('auth.resend')}
      </button>
    </div>
  );
}

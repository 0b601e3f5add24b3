import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  enCheckout,
  enErrors,
  formatRupees,
  sandboxUpiPayBody,
  UPI_APPROVAL_SECONDS,
  type PaymentInfo,
} from '@krishi/contract';
import { TextField } from '../../../components/text-field';
import { errorText, issueText } from '../../../lib/error-text';
import { useStrings } from '../../../lib/strings';
import { paySandboxUpi } from '../api/pay-sandbox';
import type { PaymentOrder } from '../api/start-payment';

/** How long the sandbox takes to "approve" in the buyer's app: long enough to see the waiting screen. */
const SANDBOX_APPROVAL_MS = 1500;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface UpiCheckoutProps {
  paymentOrder: PaymentOrder;
  onPaid: (info: PaymentInfo) => void;
}

/**
 * The sandbox gateway's UPI checkout: a UPI id (name@handle), then 'Approve the payment in your
 * UPI app' with a five-minute countdown and a cancel, as a collect request waits in a real app.
 * Razorpay's test ids decide the outcome: success@razorpay pays, failure@razorpay fails.
 */
export function UpiCheckout({ paymentOrder, onPaid }: UpiCheckoutProps) {
  const t = useStrings(enCheckout, enErrors);
  const [vpa, setVpa] = useState('');
  const [problem, setProblem] = useState('');
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const attempt = useRef(0);

  useEffect(() => {
    if (secondsLeft === null) return;
    const timer = setTimeout(() => {
      if (secondsLeft > 1) return setSecondsLeft(secondsLeft - 1);
      attempt.current++;
      setSecondsLeft(null);
      setProblem(t('checkout.upi.expired'));
    }, 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, t]);

  // A cancelled or expired request's late answer is ignored: only the current attempt may pay.
  useEffect(() => () => void attempt.current++, []);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = sandboxUpiPayBody.shape.vpa.safeParse(vpa);
    if (!parsed.success) return setProblem(issueText(t, parsed.error.issues[0]?.message) ?? '');
    setProblem('');
    const mine = ++attempt.current;
    setSecondsLeft(UPI_APPROVAL_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, SANDBOX_APPROVAL_MS));
    if (mine !== attempt.current) return;
    try {
      const info = await paySandboxUpi(paymentOrder.paymentOrderId, parsed.data);
      if (mine === attempt.current) onPaid(info);
    } catch (error) {
      if (mine !== attempt.current) return;
      setSecondsLeft(null);
      setProblem(errorText(t, error, 'checkout.card.failed'));
    }
  };

  const cancel = () => {
    attempt.current++;
    setSecondsLeft(null);
  };

  if (secondsLeft !== null) {
    return (
      <div className="upi-waiting" role="status">
        <p>
          <strong>{t('checkout.upi.approve')}</strong>
        </p>
        <p className="upi-waiting__time">{t('checkout.upi.timeLeft', { time: clock(secondsLeft) })}</p>
        <button type="button" className="button button--outline" onClick={cancel}>
          {t('checkout.upi.cancel')}
        </button>
      </div>
    );
  }

  return (
    <form className="card-checkout" noValidate onSubmit={(event) => void pay(event)}>
      <p className="card-checkout__amount">
        {t('checkout.card.amount')} <strong>{formatRupees(paymentOrder.amount)}</strong>
      </p>
      <TextField
        label={t('checkout.upi.id')}
        placeholder={t('checkout.upi.placeholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        value={vpa}
        onChange={(event) => setVpa(event.target.value)}
      />
      <p className="field__error" role="alert">
        {problem}
      </p>
      <button type="submit" className="button">
        {t('checkout.card.pay', { amount: formatRupees(paymentOrder.amount) })}
      </button>
    </form>
  );
}

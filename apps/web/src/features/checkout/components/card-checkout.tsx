import { useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { enCheckout, enErrors, formatRupees, sandboxCardPayBody, type PaymentInfo } from '@krishi/contract';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { errorText, issueText } from '../../../lib/error-text';
import { useStrings } from '../../../lib/strings';
import { paySandbox } from '../api/pay-sandbox';
import { formatCardNumber, formatExpiry, maskCvv } from '../lib/card-number';
import { UpiCheckout } from './upi-checkout';
import type { PaymentOrder } from '../api/start-payment';

interface CardCheckoutProps {
  paymentOrder: PaymentOrder;
  onPaid: (info: PaymentInfo) => void;
  /** Closing without paying. */
  onDismiss: () => void;
  /** Make Payment, which gets focus back when the checkout closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const EXPIRY = /^(0[1-9]|1[0-2])\/\d{2}$/;
const CVV = /^\d{3,4}$/;

/** A box of digits the page formats as they are typed (spaces in the number, the slash of the expiry). */
const digitsBox = (value: string, set: (value: string) => void, format: (typed: string) => string) => ({
  inputMode: 'numeric' as const,
  value,
  onChange: (event: ChangeEvent<HTMLInputElement>) => set(format(event.target.value)),
});

/**
 * The sandbox gateway's checkout (ARCHITECTURE.md, Payment port): the amount the server charges,
 * and a card form or, on its UPI tab, a UPI id. A declined card says why and can be tried again.
 */
export function CardCheckout({ paymentOrder, onPaid, onDismiss, returnFocusTo }: CardCheckoutProps) {
  const t = useStrings(enCheckout, enErrors);
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [problem, setProblem] = useState('');
  const [paying, setPaying] = useState(false);
  const [tab, setTab] = useState<'card' | 'upi'>('card');

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const card = sandboxCardPayBody.shape.cardNumber.safeParse(cardNumber);
    if (!card.success) return setProblem(issueText(t, card.error.issues[0]?.message) ?? '');
    if (!EXPIRY.test(expiry)) return setProblem(t('checkout.card.expiryInvalid'));
    if (!CVV.test(cvv)) return setProblem(t('checkout.card.cvvInvalid'));
    setProblem('');
    setPaying(true);
    try {
      onPaid(await paySandbox(paymentOrder.paymentOrderId, card.data));
    } catch (error) {
      // The gateway's refusal by its code (declined, not a test card); no answer is the page's own words.
      setProblem(errorText(t, error, 'checkout.card.failed'));
      setPaying(false);
    }
  };

  return (
    <Dialog
      title={t(tab === 'card' ? 'checkout.card.title' : 'checkout.upi.title')}
      closeLabel={t('checkout.close')}
      onClose={onDismiss}
      returnFocusTo={returnFocusTo}
    >
      <div className="pay-tabs" role="tablist" aria-label={t('checkout.pay.options')}>
        {(['card', 'upi'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'button button--small' : 'button button--outline button--small'}
            onClick={() => setTab(name)}
          >
            {t(name === 'card' ? 'checkout.pay.card' : 'checkout.pay.upi')}
          </button>
        ))}
      </div>
      {tab === 'upi' ? (
        <UpiCheckout paymentOrder={paymentOrder} onPaid={onPaid} />
      ) : (
        <form className="card-checkout" noValidate onSubmit={(event) => void pay(event)}>
          <p className="card-checkout__amount">
            {t('checkout.card.amount')} <strong>{formatRupees(paymentOrder.amount)}</strong>
          </p>
          <TextField
            label={t('checkout.card.number')}
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            {...digitsBox(cardNumber, setCardNumber, formatCardNumber)}
          />
          <div className="card-checkout__row">
            <TextField
              label={t('checkout.card.expiry')}
              autoComplete="cc-exp"
              placeholder={t('checkout.card.expiryPlaceholder')}
              {...digitsBox(expiry, setExpiry, formatExpiry)}
            />
            <TextField
              label={t('checkout.card.cvv')}
              autoComplete="cc-csc"
              type="password"
              {...digitsBox(cvv, setCvv, maskCvv)}
            />
          </div>
          <p className="field__error" role="alert">
            {problem}
          </p>
          <div className="button-row">
            <button type="submit" className="button" disabled={paying}>
              {paying
                ? t('checkout.card.paying')
                : t('checkout.card.pay', { amount: formatRupees(paymentOrder.amount) })}
            </button>
            <button type="button" className="button button--outline" onClick={onDismiss}>
              {t('checkout.close')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

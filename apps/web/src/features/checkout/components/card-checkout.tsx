import { useId, useState, type FormEvent, type RefObject } from 'react';
import { enCheckout, formatRupees, messages, sandboxPayBody, type PaymentInfo } from '@krishi/contract';
import { Dialog } from '../../../components/dialog';
import { ApiError } from '../../../lib/api-client';
import { type StringKey, useStrings } from '../../../lib/strings';
import { paySandbox } from '../api/pay-sandbox';
import { formatCardNumber, formatExpiry, maskCvv } from '../lib/card-number';
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
/** The gateway's answers the page can say in its own language; any other is shown as the server wrote it. */
const GATEWAY_MESSAGES: Record<string, StringKey<typeof enCheckout>> = {
  [messages.sandboxCardDeclined]: 'checkout.card.declined',
  [messages.sandboxCardUnknown]: 'checkout.card.unknown',
  [messages.sandboxCardInvalid]: 'checkout.card.numberInvalid',
};
const CVV = /^\d{3,4}$/;

/**
 * The sandbox gateway's card checkout (ARCHITECTURE.md, Payment port): the amount the server
 * charges and a card form. A declined card says why and can be tried again.
 */
export function CardCheckout({ paymentOrder, onPaid, onDismiss, returnFocusTo }: CardCheckoutProps) {
  const t = useStrings(enCheckout);
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [problem, setProblem] = useState('');
  const [paying, setPaying] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const card = sandboxPayBody.shape.cardNumber.safeParse(cardNumber);
    if (!card.success) return setProblem(t('checkout.card.numberInvalid'));
    if (!EXPIRY.test(expiry)) return setProblem(t('checkout.card.expiryInvalid'));
    if (!CVV.test(cvv)) return setProblem(t('checkout.card.cvvInvalid'));
    setProblem('');
    setPaying(true);
    try {
      onPaid(await paySandbox(paymentOrder.paymentOrderId, card.data));
    } catch (error) {
      const answer = error instanceof ApiError ? error.body?.message : undefined;
      const key = answer ? GATEWAY_MESSAGES[answer] : undefined;
      setProblem(key ? t(key) : (answer ?? t('checkout.card.failed')));
      setPaying(false);
    }
  };

  return (
    <Dialog
      title={t('checkout.card.title')}
      closeLabel={t('checkout.close')}
      onClose={onDismiss}
      returnFocusTo={returnFocusTo}
    >
      <form className="card-checkout" noValidate onSubmit={(event) => void pay(event)}>
        <p className="card-checkout__amount">
          {t('checkout.card.amount')} <strong>{formatRupees(paymentOrder.amount)}</strong>
        </p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-number`}>
            {t('checkout.card.number')}
          </label>
          <input
            id={`${id}-number`}
            className="field__input"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            value={cardNumber}
            onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
          />
        </div>
        <div className="card-checkout__row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-expiry`}>
              {t('checkout.card.expiry')}
            </label>
            <input
              id={`${id}-expiry`}
              className="field__input"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('checkout.card.expiryPlaceholder')}
              value={expiry}
              onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-cvv`}>
              {t('checkout.card.cvv')}
            </label>
            <input
              id={`${id}-cvv`}
              className="field__input"
              inputMode="numeric"
              autoComplete="cc-csc"
              type="password"
              value={cvv}
              onChange={(event) => setCvv(maskCvv(event.target.value))}
            />
          </div>
        </div>
        <p className="field__error" role="alert">
          {problem}
        </p>
        <div className="button-row">
          <button type="submit" className="button" disabled={paying}>
            {paying ? t('checkout.card.paying') : t('checkout.card.pay', { amount: formatRupees(paymentOrder.amount) })}
          </button>
          <button type="button" className="button button--outline" onClick={onDismiss}>
            {t('checkout.close')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

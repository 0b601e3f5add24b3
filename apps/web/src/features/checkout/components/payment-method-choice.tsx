import { useId } from 'react';
import { enCheckout, formatRupees, type Cart, type CodOption } from '@krishi/contract';
import { useStrings } from '../../../lib/strings';

export type PaymentChoice = 'online' | 'cod';

interface PaymentMethodChoiceProps {
  cart: Cart;
  /** Undefined while the server is asked. */
  cod: CodOption | undefined;
  choice: PaymentChoice;
  onChoose: (choice: PaymentChoice) => void;
}

/**
 * Pay online (the gateway's card and UPI checkout) or cash on delivery, which says why it is not
 * offered when it is not, and what the buyer pays at the door (the fee included) when chosen.
 */
export function PaymentMethodChoice({ cart, cod, choice, onChoose }: PaymentMethodChoiceProps) {
  const t = useStrings(enCheckout);
  const id = useId();
  const unavailable =
    cod && !cod.available && cod.reason
      ? t(`checkout.cod.unavailable.${cod.reason}`, {
          limit: formatRupees(cod.maxOrder),
          count: cod.maxOpenOrders,
        })
      : null;
  return (
    <fieldset className="payment-method">
      <legend>{t('checkout.method.heading')}</legend>
      <label className="payment-method__option">
        <input type="radio" name={`${id}-method`} checked={choice === 'online'} onChange={() => onChoose('online')} />
        <span>{t('checkout.method.online')}</span>
      </label>
      <label className="payment-method__option">
        <input
          type="radio"
          name={`${id}-method`}
          checked={choice === 'cod'}
          disabled={!cod?.available}
          aria-describedby={`${id}-cod`}
          onChange={() => onChoose('cod')}
        />
        <span>{t('checkout.method.cod')}</span>
      </label>
      <p id={`${id}-cod`} className="payment-method__note">
        {!cod && t('checkout.cod.checking')}
        {unavailable}
        {cod?.available && cod.fee > 0 && t('checkout.cod.fee', { amount: formatRupees(cod.fee) })}
      </p>
      {choice === 'cod' && cod?.available && (
        <p className="payment-method__due">
          <strong>{t('checkout.cod.payOnDelivery', { amount: formatRupees(cart.netPrice + cod.fee) })}</strong>
        </p>
      )}
    </fieldset>
  );
}

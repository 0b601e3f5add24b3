import { type Ref } from 'react';
import { enCart } from '@krishi/contract';
import { useStrings } from '../lib/strings';
// The stepper brings its own look: the cart page draws it without the cards' cart control, and a
// visitor who opens /cart directly has loaded nothing else that could bring it.
import './quantity-stepper.css';

interface QuantityStepperProps {
  /** The product's name, for the buttons' and the live region's words. */
  name: string;
  quantity: number;
  /** Plus stops here: the variant's inventory (spec section 4). */
  max: number;
  onChange: (quantity: number) => void;
  plusRef?: Ref<HTMLButtonElement>;
}

/** Minus, the quantity (announced when it changes) and plus. Minus at 1 asks for 0: the line goes. */
export function QuantityStepper({ name, quantity, max, onChange, plusRef }: QuantityStepperProps) {
  const t = useStrings(enCart);
  return (
    <div className="stepper" role="group" aria-label={t('cart.quantity')}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.decrease', { product: name })}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className="stepper__count" aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">{quantity}</span>
        <span className="visually-hidden">{t('cart.quantityOf', { product: name, count: quantity })}</span>
      </span>
      <button
        ref={plusRef}
        type="button"
        className="stepper__button"
        aria-label={t('cart.increase', { product: name })}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { enCart, pickText, type ProductSummary, type Variant } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useCartChange, useCartView } from '../api/optimistic-cart';
import { lineOf, type CartChange } from '../lib/apply-cart-change';
import { useLanguage } from '../../../lib/page-locale';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { QuantityStepper } from '../../../components/quantity-stepper';

interface CartLineControlProps {
  product: ProductSummary;
  variant: Variant;
  /** A pincode the pack is known not to reach: adding is refused at once, before any call. */
  undeliverableTo?: string | undefined;
}

/** The logged-in cart control (`CartControl` loads it): every card reads the one shared cart, none fetches its own. */
export function CartLineControl({ product, variant, undeliverableTo }: CartLineControlProps) {
  const t = useStrings(enCart);
  const language = useLanguage();
  const { cart } = useCartView();
  const change = useCartChange();
  const line = lineOf(cart, variant.id);
  const name = pickText(product.title, language);
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  // Add becomes the stepper and back (added, minus at 1, an addition undone): the focused button
  // goes with it, so focus moves to its counterpart rather than to the top of the page. Only after
  // the visitor used this control: the cart arriving at start-up moves nobody's focus.
  const used = useRef(false);
  const inCart = line !== undefined;
  const wasInCart = useRef(inCart);
  useEffect(() => {
    if (wasInCart.current === inCart) return;
    wasInCart.current = inCart;
    if (!used.current || (document.activeElement && document.activeElement !== document.body)) return;
    (inCart ? plusRef.current : addRef.current)?.focus();
  }, [inCart]);
  const send = (next: CartChange) => {
    used.current = true;
    change.mutate(next);
  };

  if (!line) {
    return (
      <button
        ref={addRef}
        type="button"
        className="button cart-control"
        onClick={() =>
          undeliverableTo
            ? toast.error(t('cart.undeliverable', { pinCode: undeliverableTo }))
            : send({ kind: 'add', product, variant })
        }
      >
        {t('cart.addToCart')}
      </button>
    );
  }
  return (
    <div className="cart-control cart-control--in">
      <QuantityStepper
        name={name}
        quantity={line.quantity}
        max={line.variant.inventory}
        plusRef={plusRef}
        onChange={(count) => send({ kind: 'count', variantId: variant.id, count })}
      />
      <Link className="button button--outline cart-control__buy" to={paths.cart()}>
        {t('cart.buyNow')}
      </Link>
    </div>
  );
}

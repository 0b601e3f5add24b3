import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { enCart } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useCartView } from '../api/optimistic-cart';
import { BillDetails } from './bill-details';
import { CartItemRow } from './cart-item-row';
import { CouponPanel } from './coupon-panel';
import { ShareListLink } from './share-list-link';
import { useStrings } from '../../../lib/strings';
import './cart.css';

/** The cart page (spec section 2): the lines, coupons, the bill and Continue; or why there is nothing. */
export function CartScreen() {
  const t = useStrings(enCart);
  const headingId = useId();
  const { cart, isPending, isError } = useCartView();
  // A removed line takes the focused button with it: focus goes to the list's heading, or to
  // 'Your Cart is empty' once nothing is left, instead of the top of the page.
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    const target = itemsHeading.current ?? emptyHeading.current;
    if (!target) return;
    refocus.current = false;
    target.focus();
  });
  const onRemoved = () => {
    refocus.current = true;
    (itemsHeading.current ?? emptyHeading.current)?.focus();
  };

  if (isPending) {
    return (
      <p className="cart-status" role="status">
        {t('cart.loading')}
      </p>
    );
  }
  if (isError || !cart) {
    return (
      <p className="cart-status cart-status--error" role="alert">
        {t('cart.loadFailed')}
      </p>
    );
  }
  if (cart.cartItems.length === 0) {
    return (
      <div className="cart-empty">
        <h1 ref={emptyHeading} className="cart-empty__title" tabIndex={-1}>
          {t('cart.empty')}
        </h1>
        <Link className="button" to={paths.home()}>
          {t('cart.startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="cart">
      <h1 className="cart__title">{t('cart.title')}</h1>
      <div className="cart__layout">
        <section className="card cart__items" aria-labelledby={headingId}>
          <h2 ref={itemsHeading} id={headingId} className="cart-heading" tabIndex={-1}>
            {t('cart.itemCount', { count: cart.cartItems.length })}
          </h2>
          <ul className="cart__list">
            {cart.cartItems.map((item) => (
              <CartItemRow key={item.variant.id} item={item} onRemoved={onRemoved} />
            ))}
          </ul>
        </section>
        <div className="cart__side">
          <CouponPanel cart={cart} />
          <BillDetails cart={cart} />
          <Link className="button cart__continue" to={paths.checkout()}>
            {t('cart.continue')}
          </Link>
          <ShareListLink cart={cart} />
        </div>
      </div>
    </div>
  );
}

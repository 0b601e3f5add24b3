import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCartView } from '../api/cart-changes';
import { BillDetails } from './bill-details';
import { CartItemRow } from './cart-item-row';
import { CouponPanel } from './coupon-panel';
import './cart.css';

/** The cart page (spec section 2): the lines, coupons, the bill and Continue; or why there is nothing. */
export function CartScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  const { cart, isPending, isError } = useCartView();

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
        <h1 className="cart-empty__title">{t('cart.empty')}</h1>
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
          <h2 id={headingId} className="cart-heading">
            {t('cart.itemCount', { count: cart.cartItems.length })}
          </h2>
          <ul className="cart__list">
            {cart.cartItems.map((item) => (
              <CartItemRow key={item.variant.id} item={item} />
            ))}
          </ul>
        </section>
        <div className="cart__side">
          <CouponPanel cart={cart} />
          <BillDetails cart={cart} />
          <Link className="button cart__continue" to={paths.checkout()}>
            {t('cart.continue')}
          </Link>
        </div>
      </div>
    </div>
  );
}

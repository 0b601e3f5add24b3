import { useId } from 'react';
import { enCart, formatDeduction, formatRupees, type Cart } from '@krishi/contract';
import { useStrings } from '../../../lib/strings';
import './cart.css';

/**
 * The cart's bill exactly as the server priced it (never recomputed here): sub total, coupon
 * and points discounts, shipping ('Shipping Charges in next step' until there is a charge, spec
 * section 2) and the net total.
 */
export function BillDetails({ cart }: { cart: Cart }) {
  const t = useStrings(enCart);
  const headingId = useId();
  return (
    <section className="card bill" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-heading">
        {t('cart.bill.title')}
      </h2>
      <dl className="bill__rows">
        <div className="bill__row">
          <dt>{t('cart.bill.subTotal')}</dt>
          <dd>{formatRupees(cart.totalPrice)}</dd>
        </div>
        {cart.discount > 0 && (
          <div className="bill__row bill__row--saving">
            <dt>{t('cart.bill.discount')}</dt>
            <dd>{formatDeduction(cart.discount)}</dd>
          </div>
        )}
        {cart.userPointsDiscount > 0 && (
          <div className="bill__row bill__row--saving">
            <dt>{t('cart.bill.points')}</dt>
            <dd>{formatDeduction(cart.userPointsDiscount)}</dd>
          </div>
        )}
        {cart.shippingPrice > 0 ? (
          <div className="bill__row">
            <dt>{t('cart.bill.shipping')}</dt>
            <dd>{formatRupees(cart.shippingPrice)}</dd>
          </div>
        ) : (
          <div className="bill__row bill__row--note">
            <dt>{t('cart.bill.shippingNextStep')}</dt>
            <dd />
          </div>
        )}
        <div className="bill__row bill__row--total">
          <dt>{t('cart.bill.netTotal')}</dt>
          <dd>{formatRupees(cart.netPrice)}</dd>
        </div>
      </dl>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { enCheckout, formatRupees, type Order } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/language';
import { useStrings } from '../../../lib/strings';
import { useLatestOrder } from '../api/get-latest-order';
import { rememberNetPrice } from '../lib/net-price';
import { SummaryLine } from './summary-line';
import './checkout.css';

interface PaymentSuccessProps {
  /** The order from navigation state; null after a reload. */
  order: Order | null;
  /** Called once the order is known: the cart it came from is now empty. */
  onOrderLoaded: (order: Order) => void;
}

/** Payment success (spec section 2): the order placed and what was bought. */
export function PaymentSuccess({ order: passed, onOrderLoaded }: PaymentSuccessProps) {
  const t = useStrings(enCheckout);
  const language = currentLanguage();
  const latest = useLatestOrder(passed === null);
  const order = passed ?? latest.data ?? null;
  const reported = useRef<number | null>(null);

  useEffect(() => {
    if (!order || reported.current === order.id) return;
    reported.current = order.id;
    rememberNetPrice(order);
    onOrderLoaded(order);
  }, [order, onOrderLoaded]);

  if (!order) {
    return (
      <p className="checkout__status" role="status">
        {latest.isPending ? t('checkout.loadingOrder') : t('checkout.orderMissing')}
      </p>
    );
  }

  return (
    <div className="payment-success card">
      <h1>{t('checkout.successHeading')}</h1>
      <p>
        {t('checkout.orderId')}{' '}
        <Link to={paths.myOrders()} className="payment-success__id">
          {order.id}
        </Link>
      </p>
      <p>
        {order.paymentMethod === 'COD'
          ? t('checkout.cod.payOnDelivery', { amount: formatRupees(order.netPrice) })
          : t('checkout.amountPaid', { amount: formatRupees(order.netPrice) })}
      </p>
      <h2>{t('checkout.purchasedItems')}</h2>
      <ul className="summary-lines">
        {order.items.map((item) => (
          <SummaryLine key={item.variant.id} item={item} language={language} />
        ))}
      </ul>
      <Link to={paths.myOrders()} className="button">
        {t('checkout.viewOrders')}
      </Link>
    </div>
  );
}

import { cashDue, enOrders, formatRupees, type Order } from '@krishi/contract';
import { formatOrderDate } from '../lib/order-date';
import { useStrings } from '../../../lib/strings';

interface OrderHeadProps {
  order: Order;
  locale: string;
  /** My Orders names each card with a heading; Order Details has the page's own. */
  idAs: 'h2' | 'p';
}

/**
 * The order's number, its status, the day it was placed and how it is paid (with what a cash on
 * delivery buyer still owes at the door): the top of a card and of Order Details.
 */
export function OrderHead({ order, locale, idAs: Id }: OrderHeadProps) {
  const t = useStrings(enOrders);
  const due = cashDue(order);
  return (
    <>
      <div className="order-card__head">
        <Id className="order-card__id">{t('orders.orderId', { id: order.id })}</Id>
        <span className={`order-status order-status--${order.status.toLowerCase()}`}>
          {t(`orders.status.${order.status}`)}
        </span>
      </div>
      <p className="order-card__date">{t('orders.placedOn', { date: formatOrderDate(order.createdDate, locale) })}</p>
      <p className="order-card__payment">{t('orders.paidBy', { method: t(`orders.method.${order.paymentMethod}`) })}</p>
      {due !== null && (
        <p className="order-card__due">
          <strong>{t('orders.payOnDelivery', { amount: formatRupees(due) })}</strong>
        </p>
      )}
    </>
  );
}

import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  enOrders,
  formatDeduction,
  formatRupees,
  isCancellable,
  pickText,
  SHIPMENT_LABEL_KEY,
  shipmentLabel,
  shownPrice,
  type LanguageCode,
  type Order,
} from '@krishi/contract';
import { paths } from '../../../config/paths';
import type { CancelState } from './cancel-order-screen';
import { OrderAddress } from './order-address';
import { OrderHead } from './order-head';
import { useStrings } from '../../../lib/strings';

interface OrderCardProps {
  order: Order;
  language: LanguageCode;
  locale: string;
}

/** One order on My Orders (spec section 2), its details and sellers behind toggles. */
export function OrderCard({ order, language, locale }: OrderCardProps) {
  const t = useStrings(enOrders);
  const id = useId();
  const [details, setDetails] = useState(false);
  const [sellers, setSellers] = useState(false);
  const cancelState: CancelState = {
    orderId: order.id,
    orderStatus: order.status,
    netPrice: order.netPrice,
    shipmentId: order.shipmentList[0]?.id ?? null,
  };

  return (
    <li className="order-card">
      <OrderHead order={order} locale={locale} idAs="h2" />
      <p className="order-card__total">{t('orders.netPriceLine', { amount: formatRupees(order.netPrice) })}</p>
      {order.refund && (
        <p className="order-card__refund">
          {t('orders.refundLine', {
            amount: formatRupees(order.refund.amount),
            status: t(`orders.refundStatus.${order.refund.status}`),
          })}
        </p>
      )}
      <div className="order-card__actions">
        <button
          type="button"
          className="button button--outline button--small"
          aria-expanded={details}
          aria-controls={`${id}-details`}
          onClick={() => setDetails(!details)}
        >
          {t(details ? 'orders.hideDetails' : 'orders.showDetails')}
        </button>
        <button
          type="button"
          className="button button--outline button--small"
          aria-expanded={sellers}
          aria-controls={`${id}-sellers`}
          onClick={() => setSellers(!sellers)}
        >
          {t(sellers ? 'orders.hideSellers' : 'orders.showSellers')}
        </button>
        {/* Looking at an order is the common step, so it is the filled button; cancelling stays outlined. */}
        <Link className="button button--small" to={paths.orderDetails(order.id)}>
          {t('orders.viewDetails')}
        </Link>
        {isCancellable(order.status) && (
          <Link className="button button--outline button--small" to={paths.cancelOrder(order.id)} state={cancelState}>
            {t('orders.cancelOrder')}
          </Link>
        )}
      </div>

      <div id={`${id}-sellers`} hidden={!sellers} className="order-card__sellers">
        <h3>{t('orders.sellerInformation')}</h3>
        <ul>
          {order.shipmentList.map((shipment) => (
            <li key={shipment.shipmentNumber}>
              {t('orders.sellerLine', {
                name: pickText(shipment.seller.name, language),
                phone: shipment.seller.customerCareNumber,
              })}
            </li>
          ))}
        </ul>
      </div>

      <div id={`${id}-details`} hidden={!details} className="order-card__details">
        {order.shipmentList.map((shipment, index) => (
          <section key={shipment.shipmentNumber} className="order-card__shipment">
            <h3>{t(SHIPMENT_LABEL_KEY, shipmentLabel(order.shipmentList, index, language))}</h3>
            <ul className="order-card__items">
              {shipment.itemList.map((item) => (
                <li key={item.variant.id}>
                  <span>
                    {t('orders.itemLine', {
                      title: pickText(item.product.title, language),
                      variant: pickText(item.variant.name, language),
                      quantity: item.quantity,
                    })}
                  </span>
                  <span>{formatRupees(shownPrice(item.variant))}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <h3>{t('orders.deliveryAddress')}</h3>
        <OrderAddress address={order.userAddress} language={language} />
        <h3>{t('orders.orderSummary')}</h3>
        <dl className="order-card__summary">
          <dt>{t('orders.totalPrice')}</dt>
          <dd>{formatRupees(order.totalPrice)}</dd>
          <dt>{t('orders.shippingCharge')}</dt>
          <dd>{formatRupees(order.shippingPrice)}</dd>
          <dt>{t('orders.discount')}</dt>
          <dd>{formatDeduction(order.discount)}</dd>
          {order.userPointsDiscount > 0 && (
            <>
              <dt>{t('orders.pointsDiscount')}</dt>
              <dd>{formatDeduction(order.userPointsDiscount)}</dd>
            </>
          )}
          {order.codFee > 0 && (
            <>
              <dt>{t('orders.codFee')}</dt>
              <dd>{formatRupees(order.codFee)}</dd>
            </>
          )}
          <dt>{t('orders.netPrice')}</dt>
          <dd>{formatRupees(order.netPrice)}</dd>
        </dl>
      </div>
    </li>
  );
}

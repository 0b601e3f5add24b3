import {
  enOrders,
  formatDeduction,
  formatRupees,
  pickText,
  SHIPMENT_LABEL_KEY,
  shipmentLabel,
  shownPrice,
  type LanguageCode,
  type Order,
} from '@krishi/contract';
import { LotsShipped } from '../../../components/lots-shipped';
import { ProductImage } from '../../../components/product-image';
import { ApiError } from '../../../lib/api-client';
import { currentLocale, currentLanguage } from '../../../lib/language';
import { useStrings } from '../../../lib/strings';
import { useOrder } from '../api/get-order';
import { formatDeliveryDay, intlLocale } from '../lib/order-date';
import { OrderAddress } from './order-address';
import { OrderHead } from './order-head';
import { ShareOrder } from './share-order';
import './orders.css';

/** 'N/A' stands in for anything the order does not say (spec section 2). */
const orNa = (value: string | undefined | null, na: string) => (value ? value : na);

/** A delivery estimate means something only while the order is on its way. */
const onItsWay = (order: Order) => order.status === 'Placed' || order.status === 'Dispatched';

interface SectionProps {
  order: Order;
  language: LanguageCode;
  locale: string;
}

function OrderFacts({ order, locale }: SectionProps) {
  return (
    <div className="order-details__facts">
      <OrderHead order={order} locale={locale} idAs="p" />
    </div>
  );
}

function Refund({ refund }: { refund: NonNullable<Order['refund']> }) {
  const t = useStrings(enOrders);
  return (
    <section aria-labelledby="order-refund" className="order-details__section">
      <h2 id="order-refund">{t('orders.refund')}</h2>
      <dl className="order-card__summary">
        <dt>{t('orders.refundAmount')}</dt>
        <dd>{formatRupees(refund.amount)}</dd>
        <dt>{t('orders.gatewayCharges')}</dt>
        <dd>{formatRupees(refund.gatewayCharge)}</dd>
        <dt>{t('orders.refundStatusLabel')}</dt>
        <dd>{t(`orders.refundStatus.${refund.status}`)}</dd>
      </dl>
      <p>{t('orders.refundTiming')}</p>
    </section>
  );
}

function ItemsOrdered({ order, language, locale }: SectionProps) {
  const t = useStrings(enOrders);
  const na = t('orders.na');
  return (
    <section aria-labelledby="items-ordered" className="order-details__section">
      <h2 id="items-ordered">{t('orders.itemsOrdered')}</h2>
      {order.shipmentList.map((shipment, index) => (
        <section key={shipment.shipmentNumber} className="order-details__shipment">
          <h3>{t(SHIPMENT_LABEL_KEY, shipmentLabel(order.shipmentList, index, language))}</h3>
          {onItsWay(order) && (
            <p className="order-details__delivery">
              {t('orders.estimatedDelivery', { date: formatDeliveryDay(shipment.estimatedDeliveryDate, locale) })}
            </p>
          )}
          <ul className="order-details__items">
            {shipment.itemList.map((item) => {
              const title = orNa(pickText(item.product.title, language), na);
              return (
                <li key={item.variant.id} className="order-details__item">
                  <ProductImage
                    className="order-details__image"
                    mediaKey={item.product.images[0]}
                    sizes="96px"
                    width={96}
                    height={96}
                    alt={title}
                  />
                  <div>
                    <p className="order-details__title">{title}</p>
                    <p>
                      {t('orders.variantLabel')} {orNa(pickText(item.variant.name, language), na)}
                    </p>
                    <p>
                      {t('orders.quantityLabel')} {item.quantity}
                    </p>
                    <p>
                      {t('orders.soldBy')} {orNa(pickText(item.product.seller.name, language), na)}
                    </p>
                    <p className="order-details__price">{formatRupees(shownPrice(item.variant))}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}

function DeliveryAddress({ order, language }: SectionProps) {
  const t = useStrings(enOrders);
  const address = order.userAddress;
  return (
    <section aria-labelledby="order-address" className="order-details__section">
      <h2 id="order-address">{t('orders.deliveryAddress')}</h2>
      <OrderAddress address={address} language={language}>
        <span>{t('orders.phone', { phone: address.phoneNumber })}</span>
      </OrderAddress>
    </section>
  );
}

function BillDetailsTable({ order, language }: SectionProps) {
  const t = useStrings(enOrders);
  return (
    <section aria-labelledby="order-bill" className="order-details__section">
      <h2 id="order-bill">{t('orders.billDetails')}</h2>
      {/* Scrolls sideways on a narrow phone: focusable, so it scrolls by keyboard too. */}
      <div className="order-details__table-wrap" role="group" aria-labelledby="order-bill" tabIndex={0}>
        <table className="order-details__table">
          <thead>
            <tr>
              <th scope="col">{t('orders.billItem')}</th>
              <th scope="col">{t('orders.billPrice')}</th>
              <th scope="col">{t('orders.billTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.shipmentList.flatMap((shipment) =>
              shipment.itemList.map((item) => (
                <tr key={`${shipment.shipmentNumber}-${item.variant.id}`}>
                  <td>
                    {t('orders.billItemName', {
                      title: pickText(item.product.title, language),
                      variant: pickText(item.variant.name, language),
                    })}
                    <br />
                    {t('orders.billQuantity', { quantity: item.quantity })}
                  </td>
                  <td>{formatRupees(shownPrice(item.variant))}</td>
                  <td>{formatRupees(shownPrice(item.variant) * item.quantity)}</td>
                </tr>
              )),
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('orders.subTotal')}
              </th>
              <td>{formatRupees(order.totalPrice)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t('orders.shippingCharges')}
              </th>
              <td>{formatRupees(order.shippingPrice)}</td>
            </tr>
            {order.discount > 0 && (
              <tr>
                <th scope="row" colSpan={2}>
                  {t('orders.discount')}
                </th>
                <td>{formatDeduction(order.discount)}</td>
              </tr>
            )}
            {order.userPointsDiscount > 0 && (
              <tr>
                <th scope="row" colSpan={2}>
                  {t('orders.pointsDiscount')}
                </th>
                <td>{formatDeduction(order.userPointsDiscount)}</td>
              </tr>
            )}
            {order.codFee > 0 && (
              <tr>
                <th scope="row" colSpan={2}>
                  {t('orders.codFee')}
                </th>
                <td>{formatRupees(order.codFee)}</td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={2}>
                {t('orders.netTotal')}
              </th>
              <td>{formatRupees(order.netPrice)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** Order Details (/order-details/:id and /order/:id, spec section 2). */
export function OrderDetailsScreen({ orderId }: { orderId: number | null }) {
  const t = useStrings(enOrders);
  const order = useOrder(orderId);
  const missing = orderId === null || (order.error instanceof ApiError && [400, 403, 404].includes(order.error.status));
  const language = currentLanguage();
  const locale = intlLocale(currentLocale());

  return (
    <div className="order-details">
      <h1>{t('orders.orderDetails')}</h1>
      {missing ? (
        <p role="alert">{t('orders.notFound')}</p>
      ) : order.isPending ? (
        <p role="status">{t('orders.loadingOrder')}</p>
      ) : order.isError ? (
        <p className="field__error" role="alert">
          {t('orders.fetchOrderFailed')}
        </p>
      ) : (
        <>
          <OrderFacts order={order.data} language={language} locale={locale} />
          <ShareOrder order={order.data} language={language} locale={locale} />
          {order.data.refund && <Refund refund={order.data.refund} />}
          <ItemsOrdered order={order.data} language={language} locale={locale} />
          <LotsShipped
            order={order.data}
            itemName={(item) =>
              t('orders.billItemName', {
                title: pickText(item.product.title, language),
                variant: pickText(item.variant.name, language),
              })
            }
            formatDate={(date) => formatDeliveryDay(date, locale)}
          />
          <DeliveryAddress order={order.data} language={language} locale={locale} />
          {order.data.shipmentList.length > 0 && (
            <BillDetailsTable order={order.data} language={language} locale={locale} />
          )}
        </>
      )}
    </div>
  );
}

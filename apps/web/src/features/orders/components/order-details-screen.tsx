import { useTranslation } from 'react-i18next';
import { formatRupees, shownPrice, type Order } from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';
import { ApiError } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import './orders.css';

/** 'N/A' stands in for anything the order does not say (spec section 2). */
const orNa = (value: string | undefined | null, na: string) => (value ? value : na);

function ItemsOrdered({ order }: { order: Order }) {
  const { t } = useTranslation();
  const na = t('orders.na');
  return (
    <section aria-labelledby="items-ordered" className="order-details__section">
      <h2 id="items-ordered">{t('orders.itemsOrdered')}</h2>
      <ul className="order-details__items">
        {order.items.map((item) => (
          <li key={item.variant.id} className="order-details__item">
            <ProductImage
              className="order-details__image"
              mediaKey={item.product.images[0]}
              sizes="96px"
              width={96}
              height={96}
              alt={orNa(item.product.title.en, na)}
            />
            <div>
              <p className="order-details__title">{orNa(item.product.title.en, na)}</p>
              <p>
                {t('orders.variantLabel')} {orNa(item.variant.name.en, na)}
              </p>
              <p>
                {t('orders.quantityLabel')} {item.quantity}
              </p>
              <p>
                {t('orders.soldBy')} {orNa(item.product.seller.name.en, na)}
              </p>
              <p className="order-details__price">{formatRupees(shownPrice(item.variant))}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BillDetailsTable({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-bill" className="order-details__section">
      <h2 id="order-bill">{t('orders.billDetails')}</h2>
      <div className="order-details__table-wrap">
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
                    {t('orders.billItemName', { title: item.product.title.en, variant: item.variant.name.en })}
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
                <td>{`- ${formatRupees(order.discount)}`}</td>
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
  const { t } = useTranslation();
  const order = useOrder(orderId);
  const missing = orderId === null || (order.error instanceof ApiError && [400, 403, 404].includes(order.error.status));

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
          <p>{t('orders.orderId', { id: order.data.id })}</p>
          <ItemsOrdered order={order.data} />
          {order.data.shipmentList.length > 0 && <BillDetailsTable order={order.data} />}
        </>
      )}
    </div>
  );
}

import { enReferral, formatRupees, pickText, whatsAppShareLink, type LanguageCode, type Order } from '@krishi/contract';
import { useStrings } from '../../../lib/strings';
import { formatDeliveryDay } from '../lib/order-date';
import './orders.css';

/**
 * WhatsApp with a summary of the order: what was bought, the total and, while it is on its way,
 * the last shipment's delivery day. Never the address or a phone number.
 */
export function ShareOrder({ order, language, locale }: { order: Order; language: LanguageCode; locale: string }) {
  const t = useStrings(enReferral);
  const items = order.shipmentList
    .flatMap((shipment) => shipment.itemList)
    .map((item) => `${pickText(item.product.title, language)} × ${item.quantity}`)
    .join(', ');
  const days = order.shipmentList.map((shipment) => shipment.estimatedDeliveryDate).sort();
  const last = days.at(-1);
  const onItsWay = order.status === 'Placed' || order.status === 'Dispatched';
  const values = { orderId: order.id, items, total: formatRupees(order.netPrice) };
  const text =
    onItsWay && last
      ? t('referral.orderMessage', { ...values, date: formatDeliveryDay(last, locale) })
      : t('referral.orderMessageNoDate', values);
  return (
    <a className="button order-share" href={whatsAppShareLink(text)} target="_blank" rel="noopener noreferrer">
      {t('referral.shareOrder')}
    </a>
  );
}

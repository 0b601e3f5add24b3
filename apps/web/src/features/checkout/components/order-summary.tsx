import { useId, useState } from 'react';
import { enCheckout, SHIPMENT_LABEL_KEY, shipmentLabel, type Cart, type LanguageCode } from '@krishi/contract';
import { ChevronDownIcon } from '../../../components/icons';
import { deliveryLabel, formatDay } from '../lib/delivery-date';
import { SummaryLine } from './summary-line';
import { useStrings } from '../../../lib/strings';

interface OrderSummaryProps {
  cart: Cart;
  language: LanguageCode;
  locale: string;
  now: Date;
}

/**
 * The checkout's collapsible Order Summary (spec section 2): one block per shipment with its
 * label (place and seller, as My Orders shows it) and estimated delivery, or the cart's items while there are no shipments.
 */
export function OrderSummary({ cart, language, locale, now }: OrderSummaryProps) {
  const t = useStrings(enCheckout);
  const id = useId();
  const [open, setOpen] = useState(true);
  return (
    <section className="checkout-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="checkout-section__heading">
        <button
          type="button"
          className="checkout-section__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {t('checkout.orderSummary')}
          <ChevronDownIcon />
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open}>
        {cart.shipmentList.length > 0 ? (
          cart.shipmentList.map((shipment, index) => {
            const label = deliveryLabel(shipment.estimatedDeliveryDate, now);
            return (
              <article key={shipment.shipmentNumber} className="shipment">
                <h3 className="shipment__heading">
                  {t(SHIPMENT_LABEL_KEY, shipmentLabel(cart.shipmentList, index, language))}
                </h3>
                <p className="shipment__delivery">
                  {t('checkout.estimatedDelivery', {
                    date: formatDay(shipment.estimatedDeliveryDate, locale),
                    when: t(label.key, { days: label.days }),
                  })}
                </p>
                <ul className="summary-lines">
                  {shipment.itemList.map((item) => (
                    <SummaryLine key={item.variant.id} item={item} language={language} />
                  ))}
                </ul>
              </article>
            );
          })
        ) : (
          <ul className="summary-lines">
            {cart.cartItems.map((item) => (
              <SummaryLine key={item.id} item={item} language={language} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { enLots, type Order } from '@krishi/contract';
import { useStrings } from '../lib/strings';
import './lots-shipped.css';

interface LotsShippedProps {
  order: Pick<Order, 'lots' | 'items'>;
  /** The item's name as the screen shows it (title and variant, in its language). */
  itemName: (item: Order['items'][number]) => ReactNode;
  /** An expiry day (YYYY-MM-DD) as the screen writes dates. */
  formatDate: (date: string) => string;
}

/**
 * The lots an order shipped of pesticides, fertilizers and seeds (issue 21): batch, expiry date
 * and quantity per item, for traceability. Nothing for an order of other goods.
 */
export function LotsShipped({ order, itemName, formatDate }: LotsShippedProps) {
  const t = useStrings(enLots);
  const headingId = useId();
  if (order.lots.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="lots-shipped">
      <h2 id={headingId}>{t('lots.shipped')}</h2>
      {/* Scrolls sideways on a narrow phone: focusable, so it scrolls by keyboard too. */}
      <div className="lots-shipped__wrap" role="group" aria-label={t('lots.shippedLabel')} tabIndex={0}>
        <table className="lots-shipped__table">
          <thead>
            <tr>
              <th scope="col">{t('lots.item')}</th>
              <th scope="col">{t('lots.batch')}</th>
              <th scope="col">{t('lots.expiryDate')}</th>
              <th scope="col">{t('lots.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lots.map((lot) => {
              const item = order.items.find((i) => i.variant.id === lot.variantId);
              return (
                <tr key={`${lot.variantId}-${lot.batch}`}>
                  <td>{item ? itemName(item) : lot.variantId}</td>
                  <td>{lot.batch}</td>
                  <td>{formatDate(lot.expiryDate)}</td>
                  <td>{lot.quantity}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

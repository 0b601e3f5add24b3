import { useState } from 'react';
import { enCheckout, pickText, type UndeliverableItem } from '@krishi/contract';
import { Dialog } from '../../../components/dialog';
import { currentLanguage } from '../../../lib/language';
import { undeliverableProductIds } from '../lib/undeliverable';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

interface UndeliverableModalProps {
  items: UndeliverableItem[];
  /** Takes the products out of the cart (`POST /cart/remove-products`). */
  removeProducts: (productIds: number[]) => Promise<unknown>;
  onClose: () => void;
}

/** Spec section 8: the products the chosen address cannot receive, and the way to take them out. */
export function UndeliverableModal({ items, removeProducts, onClose }: UndeliverableModalProps) {
  const t = useStrings(enCheckout);
  const language = currentLanguage();
  const [removing, setRemoving] = useState(false);

  const removeAll = async () => {
    setRemoving(true);
    try {
      await removeProducts(undeliverableProductIds(items));
      toast.success(t('checkout.undeliverable.removed'));
      onClose();
    } catch {
      toast.error(t('checkout.undeliverable.removeFailed'));
      setRemoving(false);
    }
  };

  return (
    <Dialog title={t('checkout.undeliverable.title')} closeLabel={t('checkout.close')} onClose={onClose}>
      <p>{t('checkout.undeliverable.intro')}</p>
      <ul className="undeliverable__list">
        {items.map((item) => (
          <li key={item.variant.id}>
            {t('checkout.itemWithVariant', {
              title: pickText(item.product.title, language),
              variant: pickText(item.variant.name, language),
            })}
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="button" disabled={removing} onClick={() => void removeAll()}>
          {t('checkout.undeliverable.removeAll')}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('checkout.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

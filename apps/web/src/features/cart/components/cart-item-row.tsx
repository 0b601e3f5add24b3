import { Link } from 'react-router';
import { enCart, enErrors, pickText, type CartItem } from '@krishi/contract';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/language';
import { useRemoveItem } from '../api/cart-api';
import { useCartChange } from '../api/optimistic-cart';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

/**
 * One cart line: image and title open the product; variant, seller, price, quantity, Remove.
 * `onRemoved` runs when the line goes (Remove answered, or minus at 1), to move the focus.
 */
export function CartItemRow({ item, onRemoved }: { item: CartItem; onRemoved: () => void }) {
  const t = useStrings(enCart, enErrors);
  const language = currentLanguage();
  const change = useCartChange();
  const remove = useRemoveItem();
  const title = pickText(item.product.title, language);
  const seller = pickText(item.product.seller.name, language);
  const href = paths.product({ id: item.product.id, title: item.product.title.en, brand: item.product.brand.en });
  return (
    <li className="cart-item">
      <Link to={href} className="cart-item__image" tabIndex={-1} aria-hidden="true">
        <ProductImage mediaKey={item.product.images[0]} sizes="96px" width={96} height={96} alt="" />
      </Link>
      <div className="cart-item__body">
        <h3 className="cart-item__title">
          <Link to={href}>{title}</Link>
        </h3>
        <p className="cart-item__meta">{t('cart.variant', { name: pickText(item.variant.name, language) })}</p>
        {seller && <p className="cart-item__meta">{t('cart.soldBy', { seller })}</p>}
        <Price variant={item.variant} />
        <div className="cart-item__actions">
          <QuantityStepper
            name={title}
            quantity={item.quantity}
            max={item.variant.inventory}
            onChange={(count) => {
              change.mutate({ kind: 'count', variantId: item.variant.id, count });
              if (count === 0) onRemoved();
            }}
          />
          <button
            type="button"
            className="button button--outline button--small"
            aria-label={t('cart.removeOne', { product: title })}
            disabled={remove.isPending || item.id < 0}
            onClick={() =>
              remove.mutate(item.id, {
                onSuccess: () => {
                  toast.success(t('cart.itemRemoved'));
                  onRemoved();
                },
                onError: (error) => toast.error(errorText(t, error, 'cart.removeFailed')),
              })
            }
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

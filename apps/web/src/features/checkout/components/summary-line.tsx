import { enCheckout, formatRupees, pickText, shownPrice, type LanguageCode, type ShipmentItem } from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';
import { useStrings } from '../../../lib/strings';

/** One bought item: image, title, variant, quantity and its unit price in rupees with two decimals. */
export function SummaryLine({ item, language }: { item: ShipmentItem; language: LanguageCode }) {
  const t = useStrings(enCheckout);
  return (
    <li className="summary-line">
      <ProductImage
        className="summary-line__image"
        mediaKey={item.product.images[0]}
        sizes="64px"
        width={64}
        height={64}
        alt=""
      />
      <div className="summary-line__text">
        <p className="summary-line__title">{pickText(item.product.title, language)}</p>
        <p className="summary-line__meta">
          {t('checkout.variant', { variant: pickText(item.variant.name, language) })}
          {' · '}
          {t('checkout.quantity', { quantity: item.quantity })}
        </p>
      </div>
      <p className="summary-line__price">{formatRupees(shownPrice(item.variant))}</p>
    </li>
  );
}

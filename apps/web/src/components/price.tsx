import { discountPercent, formatPrice, shownPrice, type Variant } from '@krishi/contract';
import { useStrings } from '../lib/strings';

/** Sale price, the list price struck through when higher, and the discount badge above 0%. */
export function Price({ variant, size = 'normal' }: { variant: Variant | undefined; size?: 'normal' | 'large' }) {
  const t = useStrings();
  if (!variant) return null;
  const percent = discountPercent(variant);
  return (
    <div className={`price price--${size}`}>
      <span className="price__shown">{formatPrice(shownPrice(variant))}</span>
      {percent > 0 && (
        <>
          <s className="price__list">
            <span className="visually-hidden">{t('price.mrp')} </span>
            {formatPrice(variant.price)}
          </s>
          <span className="price__badge">{t('price.discount', { percent })}</span>
        </>
      )}
    </div>
  );
}

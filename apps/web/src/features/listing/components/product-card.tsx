import type { ReactNode } from 'react';
import { pickText, type LanguageCode, type LocalizedText, type ProductSummary, type Variant } from '@krishi/contract';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { initialVariant } from '../../../lib/variants';

/** The language a catalogue text is really shown in, for the `lang` attribute (fallback is English). */
const langOf = (text: LocalizedText, language: LanguageCode) => (language === 'kn' && text.kn ? 'kn' : 'en');

export const CARD_IMAGE_SIZES = '(max-width: 599px) 46vw, (max-width: 1023px) 30vw, 230px';

/**
 * What a card shows from other features, composed by the route: the wishlist heart over the
 * picture and the cart control under the price.
 */
export interface ProductCardSlots {
  heart: (product: ProductSummary) => ReactNode;
  cartControl: (product: ProductSummary, selected: Variant | undefined) => ReactNode;
}

interface ProductCardProps {
  product: ProductSummary;
  language: LanguageCode;
  slots: ProductCardSlots;
  /** Cards in the first screenful load their image at once; the rest when scrolled near. */
  eager?: boolean;
}

/**
 * A product in a grid: first image, title, brand, prices with the discount badge, cart control.
 * Its links are plain anchors: the grid opens them in the app (`useInAppLinks`).
 */
export function ProductCard({ product, language, slots, eager = false }: ProductCardProps) {
  const href = paths.product({ id: product.id, title: product.title.en, brand: product.brand.en });
  const title = pickText(product.title, language);
  const variant = initialVariant(product.variants);
  return (
    <article className="product-card">
      <a href={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        <ProductImage
          mediaKey={product.images[0]}
          sizes={CARD_IMAGE_SIZES}
          width={320}
          height={320}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
        />
      </a>
      <div className="product-card__wish">{slots.heart(product)}</div>
      <div className="product-card__body">
        <p className="product-card__brand" lang={langOf(product.brand, language)}>
          {pickText(product.brand, language)}
        </p>
        <h3 className="product-card__title" lang={langOf(product.title, language)}>
          <a href={href}>{title}</a>
        </h3>
        {variant && (
          <p className="product-card__variant" lang={langOf(variant.name, language)}>
            {pickText(variant.name, language)}
          </p>
        )}
        <Price variant={variant} />
        <div className="product-card__cart">{slots.cartControl(product, variant)}</div>
      </div>
    </article>
  );
}

import { useDeferredValue } from 'react';
import { enListing, type LanguageCode, type ProductSummary } from '@krishi/contract';
import { ProductCard, type ProductCardSlots } from './product-card';
import { useInAppLinks } from '../../../lib/in-app-links';
import { useStrings } from '../../../lib/strings';

interface ProductGridProps {
  products: ProductSummary[] | undefined;
  language: LanguageCode;
  cardSlots: ProductCardSlots;
  /** Placeholders shown while the first page loads, so the space is held and nothing shifts. */
  placeholderCount: number;
  /** How many leading cards load their image at once. */
  eagerCount?: number;
}

/**
 * Product cards in a responsive grid; 'No products found' when there are none. Cards arriving
 * are rendered as a deferred update, which React splits into short slices: forty cards at once
 * held the main thread for a second on a slow phone, and taps waited for it.
 */
export function ProductGrid({
  products: arrived,
  language,
  cardSlots,
  placeholderCount,
  eagerCount = 0,
}: ProductGridProps) {
  const t = useStrings(enListing);
  const products = useDeferredValue(arrived);
  const inAppLinks = useInAppLinks<HTMLUListElement>();
  if (!products) {
    return (
      <div className="product-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('listing.loading')}
        </p>
        {Array.from({ length: placeholderCount }, (_, i) => (
          <div key={i} className="product-card product-card--placeholder" aria-hidden="true">
            <div className="product-card__image" />
            <div className="product-card__body" />
          </div>
        ))}
      </div>
    );
  }
  if (products.length === 0) return <p className="listing-empty">{t('listing.empty')}</p>;
  return (
    <ul className="product-grid" ref={inAppLinks}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} language={language} slots={cardSlots} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

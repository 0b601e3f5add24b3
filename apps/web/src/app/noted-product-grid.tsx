import type { ReactNode } from 'react';
import type { LanguageCode, ProductSummary } from '@krishi/contract';
import { ProductCard } from '../features/listing/components/product-card';
import { useInAppLinks } from '../lib/in-app-links';
import { productCardSlots } from './product-card-slots';

/** Product cards with a note under each (what it controls, its dose), as the crop and pest pages show them. */
export function NotedProductGrid<P extends ProductSummary>({
  products,
  language,
  note,
}: {
  products: readonly P[];
  language: LanguageCode;
  note: (product: P) => ReactNode;
}) {
  const inAppLinks = useInAppLinks<HTMLUListElement>();
  return (
    <ul className="product-grid" ref={inAppLinks}>
      {products.map((product, index) => (
        <li key={product.id} className="agronomy-page__item">
          <ProductCard product={product} language={language} slots={productCardSlots} eager={index < 2} />
          {note(product)}
        </li>
      ))}
    </ul>
  );
}

import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { preloadGalleryImage } from '../lib/gallery-image';
import { parseProductId } from '../lib/product-url';
import { productQueryOptions } from './get-product';

/**
 * Route loader of the product pages: asks for the product (and then its first image) while
 * the page's code is still downloading, instead of after. It never waits, so the page renders
 * as soon as its code is there; the page reads the same query.
 */
export function productLoader({ params }: LoaderFunctionArgs): null {
  const id = parseProductId(params.id);
  if (id !== null) {
    queryClient
      .fetchQuery(productQueryOptions(id))
      .then((product) => preloadGalleryImage(product.images[0]))
      .catch(() => {
        // The page shows the failure from the same query.
      });
  }
  return null;
}

import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pageData, pageQuery, pageQueryClient } from '../../../lib/page-data';
import { isDataSaverOn } from '../../../lib/data-saver';
import { queryClient } from '../../../lib/query-client';
import { preloadGalleryImage } from '../lib/gallery-image';
import { parseProductId, productRedirect } from '../lib/product-url';
import { productQueryOptions } from './get-product';

const productData = pageData(({ params }) => {
  const id = parseProductId(params.id ?? '');
  return id === null ? [] : [pageQuery(productQueryOptions(id))];
});

/**
 * Route loader of the product pages: the product, while the page's code is still downloading.
 * In the browser its first picture starts as soon as the product is known; the server's page
 * names that picture in its head already. In data-saver mode the picture waits for the page
 * (decision 043). A known product at its short address (/product/{id})
 * is sent to its canonical one.
 */
export async function productLoader(args: LoaderFunctionArgs): Promise<null> {
  const id = parseProductId(args.params.id ?? '');
  if (id !== null && typeof document !== 'undefined') {
    queryClient
      .fetchQuery(productQueryOptions(id))
      .then((product) => {
        if (!isDataSaverOn()) preloadGalleryImage(product.images[0]);
      })
      .catch(() => {
        // The page shows the failure from the same query.
      });
  }
  await productData(args);
  const product =
    id === null ? undefined : pageQueryClient(args.context).getQueryData(productQueryOptions(id).queryKey);
  const canonical = product && productRedirect(new URL(args.request.url), product);
  if (canonical) throw redirect(canonical, 301);
  return null;
}

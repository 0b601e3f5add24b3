import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { enReferral } from '@krishi/contract';
import { SharedListScreen } from '../../features/cart/components/shared-list-screen';
import { decodeList } from '../../features/cart/lib/shared-list';
import { productQueryOptions } from '../../features/product/api/get-product';
import { useLanguage } from '../../lib/page-locale';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /list?items=...: a cart someone shared, with its products from the catalogue (issue 20). */
export function Component() {
  const t = useStrings(enReferral);
  usePageTitle(t('referral.listTitle'));
  const language = useLanguage();
  const [params] = useSearchParams();
  const lines = decodeList(params.get('items'));
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const products = useQueries({ queries: productIds.map((id) => productQueryOptions(id)) });
  return (
    <main className="page">
      <h1>{t('referral.listTitle')}</h1>
      <SharedListScreen
        lines={lines}
        productOf={(id) => products[productIds.indexOf(id)]?.data}
        loading={products.some((query) => query.isPending)}
        language={language}
      />
    </main>
  );
}

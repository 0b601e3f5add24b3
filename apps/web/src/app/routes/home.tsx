import { useSearchParams } from 'react-router';
import { enListing, LATEST_QUERY, PAGE_SIZE } from '@krishi/contract';
import { productsQueryOptions } from '../../features/listing/api/get-products';
import { promotionsQueryOptions, usePromotions } from '../../features/listing/api/get-promotions';
import { AllProducts, LatestProducts } from '../../features/listing/components/home-sections';
import { PromotionsCarousel } from '../../features/listing/components/promotions-carousel';
import { paths } from '../../config/paths';
import { productCardSlots } from '../product-card-slots';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { parsePageParam, withPage } from '../../lib/pagination';
import { useStrings } from '../../lib/strings';

export const loader = pageData(({ url }) => [
  pageQuery(promotionsQueryOptions()),
  pageQuery(productsQueryOptions({ searchString: LATEST_QUERY, facets: false }, 0, PAGE_SIZE.latest)),
  pageQuery(productsQueryOptions({ facets: false }, parsePageParam(url.searchParams.get('page')), PAGE_SIZE.listing)),
]);

/** Home: the offers carousel, the newest products and every product, paged. */
export function Component() {
  const t = useStrings(enListing);
  usePageTitle(t('home.title'));
  const [params] = useSearchParams();
  const pageNum = parsePageParam(params.get('page'));
  const language = useLanguage();
  const { data: promotions } = usePromotions();
  return (
    <main className="page home">
      <h1 className="visually-hidden">{t('app.name')}</h1>
      <PromotionsCarousel promotions={promotions} language={language} />
      <LatestProducts language={language} cardSlots={productCardSlots} />
      <AllProducts
        language={language}
        cardSlots={productCardSlots}
        pageNum={pageNum}
        hrefFor={(n) => paths.home() + withPage(params, n)}
      />
    </main>
  );
}

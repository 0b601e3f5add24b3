import { Link } from 'react-router';
import { enListing, LATEST_QUERY, PAGE_SIZE, type LanguageCode } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useProducts } from '../api/get-products';
import type { ProductCardSlots } from './product-card';
import { ProductGrid } from './product-grid';
import { ProductResults } from './product-results';
import { useStrings } from '../../../lib/strings';

/** The ten newest products with a View All button to the full latest list. */
export function LatestProducts({ language, cardSlots }: { language: LanguageCode; cardSlots: ProductCardSlots }) {
  const t = useStrings(enListing);
  const { data } = useProducts({ searchString: LATEST_QUERY, facets: false }, 0, PAGE_SIZE.latest);
  return (
    <section className="home-section" aria-labelledby="latest-heading">
      <div className="section-head">
        <h2 id="latest-heading">{t('home.latest')}</h2>
        <Link className="button button--outline button--small" to={paths.latest()}>
          {t('home.viewAll')}
        </Link>
      </div>
      <ProductGrid
        products={data?.content}
        language={language}
        cardSlots={cardSlots}
        placeholderCount={PAGE_SIZE.latest}
      />
    </section>
  );
}

/** Every active product, 40 to a page, with the page in the address (`?page=`). */
export function AllProducts({
  language,
  cardSlots,
  pageNum,
  hrefFor,
}: {
  language: LanguageCode;
  cardSlots: ProductCardSlots;
  pageNum: number;
  hrefFor: (pageNum: number) => string;
}) {
  const t = useStrings(enListing);
  const { data, isPlaceholderData } = useProducts({ facets: false }, pageNum, PAGE_SIZE.listing);
  return (
    <section className="home-section" aria-labelledby="all-heading">
      <ProductResults
        data={data}
        stale={isPlaceholderData}
        pageNum={pageNum}
        pageSize={PAGE_SIZE.listing}
        hrefFor={hrefFor}
        language={language}
        cardSlots={cardSlots}
        header={
          <div className="section-head">
            <h2 id="all-heading">{t('home.all')}</h2>
          </div>
        }
      />
    </section>
  );
}

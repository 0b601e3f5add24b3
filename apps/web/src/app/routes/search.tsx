import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { enListing, LATEST_QUERY, PAGE_SIZE } from '@krishi/contract';
import { agronomyTermsQueryOptions } from '../../features/agronomy/api/get-agronomy';
import { NamedTerms } from '../../features/agronomy/components/named-terms';
import { productsQueryOptions, useProducts } from '../../features/listing/api/get-products';
import { ListingFilterPanel, ListingToolbar } from '../../features/listing/components/listing-controls';
import { ProductResults } from '../../features/listing/components/product-results';
import { readListingChoice } from '../../features/listing/lib/listing-filters';
import { SearchUnderstood } from '../../features/search/components/search-understood';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { parsePageParam, withPage } from '../../lib/pagination';
import { useStrings } from '../../lib/strings';
import { productCardSlots } from '../product-card-slots';
import { useTermNamesOfWholeTerms } from '../term-names';

export const loader = pageData(({ url }) => {
  const query = (url.searchParams.get('query') ?? '').trim();
  const pageNum = parsePageParam(url.searchParams.get('page'));
  return query
    ? [
        pageQuery(
          productsQueryOptions(
            { searchString: query, ...readListingChoice(url.searchParams) },
            pageNum,
            PAGE_SIZE.search,
          ),
        ),
        pageQuery(agronomyTermsQueryOptions()),
      ]
    : [];
});

/** Search results, 20 to a page; `query=Latest` lists the newest products. */
export function Component() {
  const t = useStrings(enListing);
  const location = useLocation();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const pageNum = parsePageParam(params.get('page'));
  const language = useLanguage();
  // Spec: empty or whitespace-only text runs no search.
  const choice = useMemo(() => readListingChoice(params), [params]);
  const termNames = useTermNamesOfWholeTerms();
  const { data, isPlaceholderData, fetchStatus } = useProducts(
    { searchString: query, ...choice },
    pageNum,
    PAGE_SIZE.search,
    query !== '',
  );
  const heading = query === LATEST_QUERY ? t('searchPage.latest') : t('searchPage.heading', { query });
  usePageTitle(query ? heading : t('searchPage.title'));

  if (!query) {
    return (
      <main className="page listing">
        <h1>{t('searchPage.title')}</h1>
        <p>{t('searchPage.prompt')}</p>
      </main>
    );
  }
  // Offline, TanStack holds the search until the connection returns (then the results come by
  // themselves): say so rather than show empty cards, or an earlier search's results.
  if (fetchStatus === 'paused' && (!data || isPlaceholderData)) {
    return (
      <main className="page listing">
        <h1>{heading}</h1>
        <p role="status">{t('search.offline')}</p>
      </main>
    );
  }
  return (
    <main className="page listing">
      <ProductResults
        cardSlots={productCardSlots}
        data={data}
        stale={isPlaceholderData}
        pageNum={pageNum}
        pageSize={PAGE_SIZE.search}
        hrefFor={(n) => location.pathname + withPage(params, n)}
        language={language}
        eagerCount={4}
        toolbar={<ListingToolbar facets={data?.facets} termNames={termNames} language={language} search withBrands />}
        aside={<ListingFilterPanel facets={data?.facets} termNames={termNames} language={language} withBrands />}
        header={
          <div className="section-head">
            <h1>{heading}</h1>
            <p className="section-head__count">{data ? t('listing.count', { count: data.totalElements }) : null}</p>
            <SearchUnderstood data={data} language={language} />
            <NamedTerms query={query} language={language} />
          </div>
        }
      />
    </main>
  );
}

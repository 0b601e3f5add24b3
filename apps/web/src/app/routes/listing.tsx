import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams, type Params } from 'react-router';
import { type Category, enListing, type LanguageCode, PAGE_SIZE, pickText } from '@krishi/contract';
import { productsQueryOptions, useProducts, type ProductFilter } from '../../features/listing/api/get-products';
import { useCategoryTree } from '../../features/categories/api/get-categories';
import { ListingFilterPanel, ListingToolbar } from '../../features/listing/components/listing-controls';
import { ProductResults } from '../../features/listing/components/product-results';
import { readListingChoice } from '../../features/listing/lib/listing-filters';
import {
  brandWords,
  categoryNameInTree,
  categoryNameKey,
  listingTitle,
  parseId,
  sellerIdFromBrandParam,
  slugWords,
} from '../../features/listing/lib/listing-params';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { parsePageParam, withPage } from '../../lib/pagination';
import { useStrings } from '../../lib/strings';
import { agronomyTermNamesQueryOptions } from '../../features/agronomy/api/get-agronomy';
import { productCardSlots } from '../product-card-slots';
import { useTermNames } from '../term-names';
import { MissingPage } from './missing-page';

/**
 * What the address asks for: a category, a brand (by slug or ?sellerId=) or everything, with
 * the filters and sort its parameters choose.
 */
function listingFilter(
  { categoryId, brandParam }: Params,
  query: URLSearchParams,
): { filter: ProductFilter; valid: boolean } {
  const choice = readListingChoice(query);
  if (categoryId !== undefined) {
    const id = parseId(categoryId);
    return { filter: { categoryId: id, ...choice }, valid: id !== undefined };
  }
  const sellerId = sellerIdFromBrandParam(brandParam) ?? parseId(query.get('sellerId'));
  return { filter: { sellerId, ...choice }, valid: true };
}

export const loader = pageData(({ params, url }) => {
  const { filter, valid } = listingFilter(params, url.searchParams);
  const pageNum = parsePageParam(url.searchParams.get('page'));
  return valid
    ? [pageQuery(productsQueryOptions(filter, pageNum, PAGE_SIZE.listing)), pageQuery(agronomyTermNamesQueryOptions())]
    : [];
});

/**
 * The category's name in the category tree, which the server renders with too, else the name
 * kept from a link to it, in the reader's language.
 */
function knownName(
  categoryId: number | undefined,
  tree: Category[] | undefined,
  language: LanguageCode,
): string | null {
  if (categoryId === undefined) return null;
  return categoryNameInTree(tree, categoryId, language) ?? localStorage.getItem(categoryNameKey(categoryId));
}

/** Products of a category, of a brand, or all of them, 40 to a page. */
export function Component() {
  const t = useStrings(enListing);
  const routeParams = useParams();
  const { categorySlug, brandParam } = routeParams;
  const location = useLocation();
  const [params] = useSearchParams();
  const pageNum = parsePageParam(params.get('page'));
  const language = useLanguage();
  const { filter, valid } = listingFilter(routeParams, params);
  const { data, isPlaceholderData } = useProducts(filter, pageNum, PAGE_SIZE.listing, valid);
  const { data: tree, dataUpdatedAt: treeUpdatedAt } = useCategoryTree();
  const termNames = useTermNames();

  const stateName = (location.state as { categoryName?: unknown } | null)?.categoryName;
  const categoryName = typeof stateName === 'string' ? stateName : null;
  const { categoryId } = filter;
  // Spec: the name passed by the link is kept, so a reload or a shared link can still show it.
  useEffect(() => {
    if (categoryId !== undefined && categoryName) localStorage.setItem(categoryNameKey(categoryId), categoryName);
  }, [categoryId, categoryName]);

  const first = data?.content[0];
  const brandName =
    filter.sellerId !== undefined ? (first ? pickText(first.brand, language) : brandWords(brandParam)) : null;
  const title = listingTitle({
    stateName: categoryName,
    cachedName: knownName(categoryId, tree, language),
    routeName: slugWords(categorySlug),
    brandName,
    home: t('home.title'),
  });
  // A category the tree the server sent (or the one fetched since) does not hold: the address
  // leads nowhere, and the server answers it 404 with this page. The copy stored on the device
  // (updated at 0) may be older than a new category, so it does not count.
  const missing =
    categoryId !== undefined && treeUpdatedAt > 0 && categoryNameInTree(tree, categoryId, language) === null;
  usePageTitle(missing ? undefined : title);

  if (missing) return <MissingPage />;
  return (
    <main className="page listing">
      <ProductResults
        cardSlots={productCardSlots}
        data={valid ? data : { content: [], totalPages: 1, totalElements: 0 }}
        stale={isPlaceholderData}
        pageNum={pageNum}
        pageSize={PAGE_SIZE.listing}
        hrefFor={(n) => location.pathname + withPage(params, n)}
        language={language}
        eagerCount={4}
        toolbar={
          valid && (
            <ListingToolbar
              facets={data?.facets}
              termNames={termNames}
              language={language}
              search={false}
              withBrands={filter.sellerId === undefined}
            />
          )
        }
        aside={
          valid && (
            <ListingFilterPanel
              facets={data?.facets}
              termNames={termNames}
              language={language}
              withBrands={filter.sellerId === undefined}
            />
          )
        }
        header={
          <div className="section-head">
            <h1>{title}</h1>
            <p className="section-head__count">
              {data && valid ? t('listing.count', { count: data.totalElements }) : null}
            </p>
          </div>
        }
      />
    </main>
  );
}

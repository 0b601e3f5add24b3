import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { type Category, enListing, type LanguageCode, PAGE_SIZE, pickText } from '@krishi/contract';
import { useProducts, type ProductFilter } from '../../features/listing/api/get-products';
import { ProductResults } from '../../features/listing/components/product-results';
import {
  brandWords,
  categoryNameInTree,
  categoryNameKey,
  listingTitle,
  parseId,
  sellerIdFromBrandParam,
  slugWords,
} from '../../features/listing/lib/listing-params';
import { currentLanguage } from '../../lib/language';
import { usePageTitle } from '../../lib/page-title';
import { parsePageParam, withPage } from '../../lib/pagination';
import { useStrings } from '../../lib/strings';
import { productCardSlots } from '../product-card-slots';

/** What the address asks for: a category, a brand (by slug or ?sellerId=) or everything. */
function useListingFilter(): { filter: ProductFilter; valid: boolean } {
  const { categoryId, brandParam } = useParams();
  const [params] = useSearchParams();
  if (categoryId !== undefined) {
    const id = parseId(categoryId);
    return { filter: { categoryId: id }, valid: id !== undefined };
  }
  const sellerId = sellerIdFromBrandParam(brandParam) ?? parseId(params.get('sellerId'));
  return { filter: { sellerId }, valid: true };
}

function readStoredTree(): Category[] | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem('categories') ?? 'null');
    return Array.isArray(parsed) ? (parsed as Category[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The name kept for this category, else its name in the stored category tree, in the reader's language. */
function readCachedName(categoryId: number | undefined, language: LanguageCode): string | null {
  if (categoryId === undefined) return null;
  return (
    localStorage.getItem(categoryNameKey(categoryId)) ?? categoryNameInTree(readStoredTree(), categoryId, language)
  );
}

/** Products of a category, of a brand, or all of them, 40 to a page. */
export function Component() {
  const t = useStrings(enListing);
  const { categorySlug, brandParam } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const pageNum = parsePageParam(params.get('page'));
  const language = currentLanguage();
  const { filter, valid } = useListingFilter();
  const { data, isPlaceholderData } = useProducts(filter, pageNum, PAGE_SIZE.listing, valid);

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
    cachedName: readCachedName(categoryId, language),
    routeName: slugWords(categorySlug),
    brandName,
    home: t('home.title'),
  });
  usePageTitle(title);

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

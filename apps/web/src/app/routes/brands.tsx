import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { enBrands } from '@krishi/contract';
import { Pagination } from '../../components/pagination';
import { brandsQueryOptions, useBrands } from '../../features/brands/api/get-brands';
import { BrandGrid } from '../../features/brands/components/brand-grid';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { parsePageParam, withPage } from '../../lib/pagination';
import { scrollToElement } from '../../lib/scroll';
import { useStrings } from '../../lib/strings';

export const loader = pageData(({ url }) => [
  pageQuery(brandsQueryOptions(parsePageParam(url.searchParams.get('page')))),
]);

export function Component() {
  const t = useStrings(enBrands);
  const language = useLanguage();
  const [params] = useSearchParams();
  const pageNum = parsePageParam(params.get('page'));
  const { data, isPending, isPlaceholderData } = useBrands(pageNum);
  usePageTitle(t('brands.title'));
  const brands = data?.content ?? [];

  const headRef = useRef<HTMLElement>(null);
  const shownPage = useRef(pageNum);
  // Spec: changing page scrolls to the top of the list (not on the first render).
  useEffect(() => {
    if (shownPage.current === pageNum) return;
    shownPage.current = pageNum;
    scrollToElement(headRef.current);
  }, [pageNum]);

  return (
    <main className="page brands-page">
      <header className="brands-page__head" ref={headRef}>
        <h1>{t('brands.title')}</h1>
        <p>{t('brands.intro')}</p>
      </header>
      {isPending ? (
        <p className="brands-page__status" role="status">
          {t('brands.loading')}
        </p>
      ) : brands.length === 0 ? (
        <p className="brands-page__status">{t('brands.empty')}</p>
      ) : (
        <div className={isPlaceholderData ? 'brands-page__grid brands-page__grid--stale' : 'brands-page__grid'}>
          <BrandGrid brands={brands} language={language} />
          <Pagination
            pageNum={pageNum}
            totalPages={data?.totalPages ?? 0}
            hrefFor={(n) => paths.brands() + withPage(params, n)}
          />
        </div>
      )}
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBrands } from '../../features/brands/api/get-brands';
import { BrandGrid, BrandPagination } from '../../features/brands/components/brand-grid';
import { pageSearch, parsePageParam } from '../../features/brands/lib/pages';
import { paths } from '../../config/paths';
import { currentLanguage } from '../../lib/language';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pageNum = parsePageParam(params.get('page'));
  const { data, isPending } = useBrands(pageNum);
  usePageTitle(t('brands.title'));
  const brands = data?.content ?? [];

  return (
    <main className="page brands-page">
      <header className="brands-page__head">
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
        <>
          <BrandGrid brands={brands} language={currentLanguage()} />
          <BrandPagination
            pageNum={pageNum}
            totalPages={data?.totalPages ?? 0}
            hrefFor={(n) => paths.brands() + pageSearch(n)}
          />
        </>
      )}
    </main>
  );
}

import { Link, useParams } from 'react-router';
import { enAgronomy } from '@krishi/contract';
import { NotedProductGrid } from '../noted-product-grid';
import {
  agronomyTermsQueryOptions,
  cropPageQueryOptions,
  useAgronomyTerms,
  useCropPage,
} from '../../features/agronomy/api/get-agronomy';
import { TermLinks } from '../../features/agronomy/components/term-links';
import { termName, termsOf } from '../../features/agronomy/lib/terms';
import { ProductImage } from '../../components/product-image';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';
import { AgronomyPageState } from './agronomy-page-state';

export const loader = pageData(({ params }) => [
  pageQuery(cropPageQueryOptions(params.slug ?? '')),
  pageQuery(agronomyTermsQueryOptions()),
]);

/** /crops/{slug}: the crop's products by need, each protection product with what it controls. */
export function Component() {
  const t = useStrings(enAgronomy);
  const language = useLanguage();
  const slug = useParams().slug ?? '';
  const { data, isPending, error } = useCropPage(slug);
  const terms = useAgronomyTerms().data?.terms;
  const name = data ? termName(data.crop, language) : undefined;
  usePageTitle(name?.text);

  if (!data) return <AgronomyPageState pending={isPending} error={error} />;
  const cropName = name?.text ?? '';
  return (
    <main className="page agronomy-page">
      <header className="agronomy-page__head agronomy-page__about">
        <ProductImage mediaKey={data.crop.imageUrl ?? undefined} alt="" width={88} height={88} sizes="88px" />
        <div>
          <h1 lang={name?.lang}>{cropName}</h1>
          <p>{t('agronomy.cropIntro', { name: cropName })}</p>
        </div>
      </header>
      {data.groups.map((group) => (
        <section key={group.need} className="agronomy-page__group" aria-labelledby={`need-${group.need}`}>
          <h2 id={`need-${group.need}`}>{t(`agronomy.need.${group.need}`)}</h2>
          <NotedProductGrid
            products={group.products}
            language={language}
            note={(product) =>
              product.controls.length > 0 && (
                <div className="agronomy-page__card-note">
                  <strong>{t('agronomy.controls')}</strong>
                  <TermLinks terms={termsOf(product.controls, terms)} language={language} />
                </div>
              )
            }
          />
          {group.total > group.products.length && (
            <Link className="agronomy-page__more" to={paths.search(data.crop.name.en)}>
              {t('agronomy.seeAll', { count: group.total, name: cropName })}
            </Link>
          )}
        </section>
      ))}
    </main>
  );
}

import { Link, useParams } from 'react-router';
import { enAgronomy } from '@krishi/contract';
import { productCardSlots } from '../product-card-slots';
import {
  agronomyTermsQueryOptions,
  cropPageQueryOptions,
  useAgronomyTerms,
  useCropPage,
} from '../../features/agronomy/api/get-agronomy';
import { TermLinks } from '../../features/agronomy/components/term-links';
import { termName, termsOf } from '../../features/agronomy/lib/terms';
import { ProductCard } from '../../features/listing/components/product-card';
import { ProductImage } from '../../components/product-image';
import { paths } from '../../config/paths';
import { isNotFound } from '../../lib/api-client';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';
import { MissingPage } from './missing-page';

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

  if (isNotFound(error)) return <MissingPage />;
  if (!data) {
    return (
      <main className="page agronomy-page">
        <p className="agronomy-page__status" role={isPending ? 'status' : 'alert'}>
          {isPending ? t('agronomy.loading') : t('agronomy.notFound')}
        </p>
      </main>
    );
  }
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
          <ul className="product-grid">
            {group.products.map((product, index) => (
              <li key={product.id} className="agronomy-page__item">
                <ProductCard product={product} language={language} slots={productCardSlots} eager={index < 2} />
                {product.controls.length > 0 && (
                  <div className="agronomy-page__card-note">
                    <strong>{t('agronomy.controls')}</strong>
                    <TermLinks terms={termsOf(product.controls, terms)} language={language} />
                  </div>
                )}
              </li>
            ))}
          </ul>
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

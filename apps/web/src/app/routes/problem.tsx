import { useParams } from 'react-router';
import { enAgronomy, pickText } from '@krishi/contract';
import { NotedProductGrid } from '../noted-product-grid';
import {
  agronomyTermsQueryOptions,
  problemPageQueryOptions,
  useAgronomyTerms,
  useProblemPage,
} from '../../features/agronomy/api/get-agronomy';
import { DoseLine } from '../../features/agronomy/components/dose-line';
import { TermLinks } from '../../features/agronomy/components/term-links';
import { termName, termsOf } from '../../features/agronomy/lib/terms';
import { ProductImage } from '../../components/product-image';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';
import { AgronomyPageState } from './agronomy-page-state';

export const loader = pageData(({ params }) => [
  pageQuery(problemPageQueryOptions(params.slug ?? '')),
  pageQuery(agronomyTermsQueryOptions()),
]);

/** /pests/{slug}: a pest, disease or weed, what it is, and the products that control it with their dose. */
export function Component() {
  const t = useStrings(enAgronomy);
  const language = useLanguage();
  const slug = useParams().slug ?? '';
  const { data, isPending, error } = useProblemPage(slug);
  const terms = useAgronomyTerms().data?.terms;
  const name = data ? termName(data.problem, language) : undefined;
  usePageTitle(name?.text);

  if (!data) return <AgronomyPageState pending={isPending} error={error} />;
  const { problem } = data;
  const seenOn = termsOf(data.crops, terms);
  return (
    <main className="page agronomy-page">
      <header className="agronomy-page__head">
        <span className="agronomy-page__kind">{t(`agronomy.kind.${problem.kind}`)}</span>
        <h1 lang={name?.lang}>{name?.text}</h1>
      </header>
      <section className="agronomy-page__about" aria-labelledby="what-it-is">
        <ProductImage mediaKey={problem.imageUrl ?? undefined} alt="" width={88} height={88} sizes="88px" />
        <div>
          <h2 id="what-it-is">{t('agronomy.whatItIs')}</h2>
          {problem.about && <p lang={language}>{pickText(problem.about, language)}</p>}
          {seenOn.length > 0 && (
            <div className="agronomy-page__card-note">
              <strong>{t('agronomy.seenOn')}</strong>
              <TermLinks terms={seenOn} language={language} />
            </div>
          )}
        </div>
      </section>
      <section className="agronomy-page__group" aria-labelledby="controlled-by">
        <h2 id="controlled-by">{t('agronomy.controlledBy')}</h2>
        {data.products.length === 0 ? (
          <p className="agronomy-page__status">{t('agronomy.noProducts')}</p>
        ) : (
          <NotedProductGrid
            products={data.products}
            language={language}
            note={(product) =>
              (product.dosePerAcre || product.dosePerLitre) && (
                <p className="agronomy-page__card-note">
                  <strong>{t('agronomy.dose')}: </strong>
                  <DoseLine perAcre={product.dosePerAcre} perLitre={product.dosePerLitre} language={language} />
                </p>
              )
            }
          />
        )}
      </section>
    </main>
  );
}

import { enAgronomy } from '@krishi/contract';
import { agronomyTermsQueryOptions, useAgronomyTerms } from '../../features/agronomy/api/get-agronomy';
import { CropGrid } from '../../features/agronomy/components/crop-grid';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

export const loader = pageData(() => [pageQuery(agronomyTermsQueryOptions())]);

/** /crops: every crop with its picture, each opening its own page. */
export function Component() {
  const t = useStrings(enAgronomy);
  const language = useLanguage();
  const { data, isPending } = useAgronomyTerms();
  usePageTitle(t('agronomy.cropsTitle'));
  const crops = (data?.terms ?? []).filter((term) => term.kind === 'crop');

  return (
    <main className="page agronomy-page">
      <header className="agronomy-page__head">
        <h1>{t('agronomy.cropsTitle')}</h1>
        <p>{t('agronomy.cropsIntro')}</p>
      </header>
      {isPending ? (
        <p className="agronomy-page__status" role="status">
          {t('agronomy.loading')}
        </p>
      ) : crops.length === 0 ? (
        <p className="agronomy-page__status">{t('agronomy.cropsEmpty')}</p>
      ) : (
        <CropGrid crops={crops} language={language} />
      )}
    </main>
  );
}

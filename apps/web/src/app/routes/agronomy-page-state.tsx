import { enAgronomy } from '@krishi/contract';
import { isNotFound } from '../../lib/api-client';
import { useStrings } from '../../lib/strings';
import { MissingPage } from './missing-page';

/** A crop or problem page before its data: loading, a failure to load, or a term that is not there. */
export function AgronomyPageState({ pending, error }: { pending: boolean; error: Error | null }) {
  const t = useStrings(enAgronomy);
  if (isNotFound(error)) return <MissingPage />;
  return (
    <main className="page agronomy-page">
      <p className="agronomy-page__status" role={pending ? 'status' : 'alert'}>
        {pending ? t('agronomy.loading') : t('agronomy.notFound')}
      </p>
    </main>
  );
}

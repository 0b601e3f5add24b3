import { useStrings } from '../../../lib/strings';
import { enPages } from '@krishi/contract';

/** The loading and failure states shared by the static pages. */
export function PageStatus({ failed }: { failed: boolean }) {
  const t = useStrings(enPages);
  return failed ? (
    <p className="static-status" role="alert">
      {t('pages.loadError')}
    </p>
  ) : (
    <p className="static-status" role="status">
      {t('pages.loading')}
    </p>
  );
}

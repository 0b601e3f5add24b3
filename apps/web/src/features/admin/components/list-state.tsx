import { useStrings } from '../../../lib/strings';
import { enAdmin } from '@krishi/contract';

/** What a list shows while it loads, when it failed, and when it is empty. */
export function ListState({ isPending, isError, isEmpty }: { isPending: boolean; isError: boolean; isEmpty: boolean }) {
  const t = useStrings(enAdmin);
  if (isPending) {
    return (
      <p className="admin-note" role="status">
        {t('admin.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <p className="admin-note admin-note--error" role="alert">
        {t('admin.loadFailed')}
      </p>
    );
  }
  if (isEmpty) return <p className="admin-note">{t('admin.empty')}</p>;
  return null;
}

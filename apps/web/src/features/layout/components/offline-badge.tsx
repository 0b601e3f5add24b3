import { useOnline } from '../lib/use-online';
import { useStrings } from '../../../lib/strings';

/** The red 'You are offline' badge, announced politely when it appears. */
export function OfflineBadge() {
  const t = useStrings();
  const online = useOnline();
  return (
    <div className="offline-badge-slot" role="status">
      {!online && <p className="offline-badge">{t('offline.badge')}</p>}
    </div>
  );
}

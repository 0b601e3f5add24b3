import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online';

/** The red 'You are offline' badge, announced politely when it appears. */
export function OfflineBadge() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="offline-badge-slot" role="status">
      {!online && <p className="offline-badge">{t('offline.badge')}</p>}
    </div>
  );
}

import { useStrings } from '../../lib/strings';

/** Shown when a route module fails to load (e.g. offline before it was cached). */
export function RouteError() {
  const t = useStrings();
  return (
    <main className="page page--centered">
      <h1>{t('common.error')}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </main>
  );
}

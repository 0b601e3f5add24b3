import { useId } from 'react';
import { Link } from 'react-router';
import { enReferral, type PointsEntry } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/page-locale';
import { shortDate } from '../../../lib/short-date';
import { useStrings, type StringsT } from '../../../lib/strings';
import { toast } from '../../../lib/toast';
import { useReferral } from '../api/get-referral';
import { canShareNatively, shareNatively } from '../lib/share';
import { WhatsAppShare } from './whatsapp-share';
import './referral.css';

function entryText(t: StringsT<typeof enReferral>, entry: PointsEntry): string {
  switch (entry.kind) {
    case 'earned':
      return t('referral.entry.earned');
    case 'spent':
      return t('referral.entry.spent', { orderId: entry.orderId });
    case 'returned':
      return t('referral.entry.returned', { orderId: entry.orderId });
    case 'adjusted':
      return t('referral.entry.adjusted', { reason: entry.reason ?? '' });
  }
}

/**
 * 'Refer a farmer': the balance, the link with WhatsApp, copy and (on phones) the share sheet,
 * and the points history.
 */
export function ReferScreen() {
  const t = useStrings(enReferral);
  const language = useLanguage();
  const referral = useReferral();
  const historyId = useId();

  if (referral.isPending) return <p role="status">{t('common.loading')}</p>;
  if (referral.isError) {
    return (
      <p className="field__error" role="alert">
        {t('referral.loadFailed')}
      </p>
    );
  }
  const { code, link, balance, history } = referral.data;
  const message = t('referral.message', { link });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('referral.copied'));
    } catch {
      toast.error(t('common.error'));
    }
  };

  return (
    <div className="refer">
      <p>{t('referral.intro')}</p>
      <section className="card" aria-label={t('referral.balance')}>
        <h2 className="cart-heading">{t('referral.balance')}</h2>
        <p className="refer__balance" data-testid="points-balance">
          {t('referral.points', { points: balance })}
        </p>
        <p>
          {t('referral.rules')} <Link to={paths.referral(language === 'kn' ? 'kn' : 'en')}>{t('referral.policy')}</Link>
        </p>
      </section>
      <section className="card">
        <h2 className="cart-heading">{t('referral.yourLink')}</h2>
        <p className="refer__link">{link}</p>
        <p>{t('referral.code', { code })}</p>
        <div className="refer__actions">
          <WhatsAppShare text={message} label={t('referral.whatsApp')} />
          <button type="button" className="button button--outline" onClick={() => void copy()}>
            {t('referral.copy')}
          </button>
          {canShareNatively() && (
            <button
              type="button"
              className="button button--outline"
              onClick={() =>
                void shareNatively({ title: t('referral.title'), text: message, url: link }).catch(() => {})
              }
            >
              {t('referral.share')}
            </button>
          )}
        </div>
      </section>
      <section className="card" aria-labelledby={historyId}>
        <h2 id={historyId} className="cart-heading">
          {t('referral.history')}
        </h2>
        {history.length === 0 ? (
          <p>{t('referral.noHistory')}</p>
        ) : (
          <ul className="refer__history">
            {history.map((entry) => (
              <li key={entry.id} className="refer__entry">
                <span>
                  {entryText(t, entry)}
                  <time dateTime={entry.at}>{shortDate(new Date(entry.at), language)}</time>
                </span>
                <span className={entry.points > 0 ? 'refer__points--plus' : 'refer__points--minus'}>
                  {entry.points > 0 ? `+${entry.points}` : `−${-entry.points}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

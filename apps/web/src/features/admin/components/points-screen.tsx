import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { enAdmin, enErrors, enReferral, type PointsEntry } from '@krishi/contract';
import { useStrings, type StringsT } from '../../../lib/strings';
import { toast } from '../../../lib/toast';
import { useAdjustPoints, useUserPoints } from '../api/points';
import { errorText } from '../lib/error-text';
import { adminLanguage, formatMoment } from '../lib/localized';
import { adminPaths } from '../lib/paths';
import { AdminPart, AdminScreen } from './admin-screen';
import { Field } from './field';

type T = StringsT<typeof enAdmin | typeof enErrors | typeof enReferral>;

function entryText(t: T, entry: PointsEntry): string {
  switch (entry.kind) {
    case 'earned':
      return t('referral.entry.earned');
    case 'spent':
      return t('referral.entry.spent', { orderId: entry.orderId });
    case 'returned':
      return t('referral.entry.returned', { orderId: entry.orderId });
    case 'adjusted':
      return t('admin.points.adjusted', { reason: entry.reason ?? '' });
  }
}

/** A user's referral points: the balance, the ledger, and an adjustment with a reason (audited by the server). */
export function PointsScreen() {
  const t = useStrings(enAdmin, enErrors, enReferral);
  const userId = Number(useParams().userId);
  const ledger = useUserPoints(userId);
  const adjust = useAdjustPoints(userId);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    adjust.mutate(
      { points: Number(points), reason },
      {
        onSuccess: () => {
          toast.success(t('admin.points.saved'));
          setPoints('');
          setReason('');
        },
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  };

  return (
    <AdminScreen
      title={t('admin.points.title', { userId })}
      back={{ to: adminPaths.orders(), label: t('admin.orders.back') }}
    >
      {ledger.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : ledger.isError ? (
        <p role="alert">{errorText(ledger.error, t)}</p>
      ) : (
        <>
          <dl className="admin-facts">
            <dt>{t('admin.points.balance')}</dt>
            <dd data-testid="admin-points-balance">{ledger.data.balance}</dd>
          </dl>
          <AdminPart title={t('admin.points.adjust')}>
            <form className="admin-form" onSubmit={submit}>
              <Field label={t('admin.points.points')}>
                {(control) => (
                  <input
                    {...control}
                    className="field__input"
                    type="number"
                    step={1}
                    required
                    value={points}
                    onChange={(event) => setPoints(event.target.value)}
                  />
                )}
              </Field>
              <Field label={t('admin.points.reason')}>
                {(control) => (
                  <input
                    {...control}
                    className="field__input"
                    required
                    maxLength={200}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                )}
              </Field>
              <button type="submit" className="button" disabled={adjust.isPending}>
                {t('admin.points.save')}
              </button>
            </form>
          </AdminPart>
          <AdminPart title={t('admin.points.ledger')}>
            {ledger.data.history.length === 0 ? (
              <p>{t('admin.points.none')}</p>
            ) : (
              <ul className="admin-cards">
                {ledger.data.history.map((entry) => (
                  <li key={entry.id}>
                    {formatMoment(entry.at, adminLanguage())} · {entryText(t, entry)} ·{' '}
                    <strong>{entry.points > 0 ? `+${entry.points}` : entry.points}</strong>
                  </li>
                ))}
              </ul>
            )}
          </AdminPart>
        </>
      )}
    </AdminScreen>
  );
}

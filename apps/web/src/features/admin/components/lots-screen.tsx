import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { enAdmin, enErrors, enLots, EXPIRING_WITHIN_DAYS, type ExpiringLot } from '@krishi/contract';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { useExpiringLots, useImportLots, type LotImportOutcome } from '../api/lots';
import { errorText } from '../lib/error-text';
import { adminPaths } from '../lib/paths';
import { AdminPart, AdminScreen } from './admin-screen';
import { AdminTable } from './admin-table';
import { PlainField } from './field';
import { ListState } from './list-state';

/**
 * Lots and expiry (issue 21): what expires in the next 60 days, soonest first, and lots received
 * from a CSV file, checked before anything is received.
 */
export function LotsScreen() {
  const t = useStrings(enAdmin, enErrors, enLots);
  const expiring = useExpiringLots();
  return (
    <AdminScreen title={t('admin.nav.lots')}>
      <AdminPart title={t('lots.expiringTitle', { days: EXPIRING_WITHIN_DAYS })}>
        {expiring.data && <p>{t('lots.shelfHint', { days: expiring.data.minShelfDays })}</p>}
        {!expiring.data ? (
          <ListState isPending={expiring.isPending} isError={expiring.isError} isEmpty={false} />
        ) : expiring.data.lots.length === 0 ? (
          <p className="admin-note">{t('lots.expiringNone', { days: EXPIRING_WITHIN_DAYS })}</p>
        ) : (
          <AdminTable<ExpiringLot>
            label={t('lots.expiringLabel')}
            rows={expiring.data.lots}
            columns={[
              {
                header: t('lots.product'),
                cell: (lot) => <Link to={adminPaths.product(lot.productId)}>{lot.productTitle}</Link>,
                lang: () => 'en',
              },
              { header: t('lots.variant'), cell: (lot) => lot.variantName, lang: () => 'en' },
              { header: t('lots.batch'), cell: (lot) => lot.batch },
              { header: t('lots.expiryDate'), cell: (lot) => lot.expiryDate },
              { header: t('lots.daysLeft'), cell: (lot) => lot.daysLeft },
              { header: t('lots.quantity'), cell: (lot) => lot.quantity },
              { header: t('lots.soldOnline'), cell: (lot) => t(lot.sellable ? 'lots.yes' : 'lots.no') },
            ]}
          />
        )}
      </AdminPart>
      <LotsCsv />
    </AdminScreen>
  );
}

function LotsCsv() {
  const t = useStrings(enAdmin, enErrors, enLots);
  const importer = useImportLots();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<LotImportOutcome | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const run = (dryRun: boolean) => {
    if (!file) return;
    importer.mutate(
      { file, dryRun },
      {
        onSuccess: (result) => {
          setOutcome(result);
          requestAnimationFrame(() => resultRef.current?.focus());
        },
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  };
  const clean = outcome?.dryRun === true && outcome.errors.length === 0;
  return (
    <AdminPart title={t('lots.csvTitle')}>
      <p>{t('lots.csvHint')}</p>
      <div className="admin-stack">
        <PlainField label={t('admin.csv.file')}>
          <input
            className="field__input"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setOutcome(null);
            }}
          />
        </PlainField>
        <div className="button-row">
          <button type="button" className="button" disabled={!file || importer.isPending} onClick={() => run(true)}>
            {t('admin.csv.check')}
          </button>
          <button
            type="button"
            className="button button--outline"
            disabled={!clean || importer.isPending}
            onClick={() => run(false)}
          >
            {t('lots.csvReceive')}
          </button>
        </div>
      </div>
      {outcome && (
        <div ref={resultRef} tabIndex={-1} className="admin-result" aria-live="polite">
          {outcome.errors.length > 0 ? (
            <>
              <h3>{t('admin.csv.badRows', { count: new Set(outcome.errors.map((e) => e.row)).size })}</h3>
              <AdminTable
                label={t('admin.csv.errorsLabel')}
                rows={outcome.errors.map((error) => ({
                  ...error,
                  id: `${error.row}-${error.column}-${error.message}`,
                }))}
                columns={[
                  { header: t('admin.csv.row'), cell: (error) => error.row },
                  { header: t('admin.csv.column'), cell: (error) => error.column },
                  // The server's own words about a row, in English.
                  { header: t('admin.csv.problem'), cell: (error) => error.message, lang: () => 'en' },
                ]}
              />
            </>
          ) : (
            <p>
              {outcome.dryRun
                ? t('lots.csvClean', { count: outcome.rows })
                : t('lots.csvDone', { count: outcome.lotsReceived })}
            </p>
          )}
        </div>
      )}
    </AdminPart>
  );
}

import { useRef, useState } from 'react';
import { enAdmin, enErrors } from '@krishi/contract';
import { useExportProducts, useImportProducts, type ImportOutcome } from '../api/csv';
import { errorText } from '../lib/error-text';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { AdminScreen } from './admin-screen';
import { AdminTable } from './admin-table';
import { PlainField } from './field';

/**
 * Products in and out as CSV: the export is the file to edit; an import first runs dry and
 * lists every bad row, and only a clean file can be imported for real.
 */
export function CsvScreen() {
  const t = useStrings(enAdmin, enErrors);
  const exporter = useExportProducts();
  const importer = useImportProducts();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const download = () =>
    exporter.mutate(undefined, {
      onSuccess: (blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = 'products.csv';
        link.click();
        URL.revokeObjectURL(url);
      },
      onError: (error) => toast.error(errorText(error, t)),
    });

  const run = (dryRun: boolean) => {
    if (!file) return;
    importer.mutate(
      { file, dryRun },
      {
        onSuccess: (result) => {
          setOutcome(result);
          if (!result.dryRun && result.errors.length === 0) toast.success(t('admin.csv.imported'));
          requestAnimationFrame(() => resultRef.current?.focus());
        },
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  };

  const clean = outcome?.dryRun === true && outcome.errors.length === 0;
  return (
    <AdminScreen title={t('admin.nav.csv')}>
      <h2>{t('admin.csv.exportTitle')}</h2>
      <p>{t('admin.csv.exportHint')}</p>
      <button type="button" className="button" disabled={exporter.isPending} onClick={download}>
        {t('admin.csv.export')}
      </button>
      <h2>{t('admin.csv.importTitle')}</h2>
      <p>{t('admin.csv.importHint')}</p>
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
            {t('admin.csv.import')}
          </button>
        </div>
      </div>
      {importer.isPending && (
        <p className="admin-note" role="status">
          {t('admin.csv.working')}
        </p>
      )}
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
              {t(outcome.dryRun ? 'admin.csv.dryRunClean' : 'admin.csv.done', {
                rows: outcome.rows,
                created: outcome.productsCreated,
                updated: outcome.productsUpdated,
                variantsCreated: outcome.variantsCreated,
                variantsUpdated: outcome.variantsUpdated,
              })}
            </p>
          )}
        </div>
      )}
    </AdminScreen>
  );
}

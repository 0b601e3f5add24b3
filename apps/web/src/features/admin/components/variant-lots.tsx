import {
  enAdmin,
  enErrors,
  enLots,
  indiaDate,
  lotReceipt,
  type AdminLot,
  type LotReceiptInput,
} from '@krishi/contract';
import { Dialog } from '../../../components/dialog';
import { useStrings } from '../../../lib/strings';
import { useReceiveLot, useVariantLots } from '../api/lots';
import { typedNumber } from '../lib/typed-number';
import { AdminTable } from './admin-table';
import { AdminForm, useEditForm } from './edit-form';
import { InputField, NumberField } from './field';
import { ListState } from './list-state';

const emptyLot: LotReceiptInput = { batch: '', mfgDate: '', expiryDate: '', quantity: Number.NaN };

/**
 * A variant's lots (issue 21) in a drawer: its sellable stock, every lot soonest expiry first
 * with whether it is sold online, and the form that receives a new lot.
 */
export function VariantLotsDialog({
  variantId,
  name,
  onClose,
}: {
  variantId: number;
  name: string;
  onClose: () => void;
}) {
  const t = useStrings(enAdmin, enErrors, enLots);
  const lots = useVariantLots(variantId);
  const { bind, formProps, form } = useEditForm({
    schema: lotReceipt,
    defaultValues: emptyLot,
    save: useReceiveLot(),
    variables: (body) => ({ variantId, body }),
    onSaved: () => form.reset(emptyLot),
  });
  const today = indiaDate(new Date());
  return (
    <Dialog title={t('lots.title', { name })} closeLabel={t('admin.close')} onClose={onClose} variant="drawer">
      {lots.data ? (
        <>
          <p role="status">{t('lots.inventory', { count: lots.data.inventory })}</p>
          {lots.data.lots.length === 0 ? (
            <p>{t('lots.none')}</p>
          ) : (
            <AdminTable<AdminLot>
              label={t('lots.title', { name })}
              rows={lots.data.lots}
              columns={[
                { header: t('lots.batch'), cell: (lot) => lot.batch },
                { header: t('lots.mfgDate'), cell: (lot) => lot.mfgDate },
                { header: t('lots.expiryDate'), cell: (lot) => lot.expiryDate },
                { header: t('lots.quantity'), cell: (lot) => lot.quantity },
                { header: t('lots.soldOnline'), cell: (lot) => t(lot.sellable ? 'lots.yes' : 'lots.no') },
              ]}
            />
          )}
          <h3>{t('lots.receive')}</h3>
          <p>{t('lots.shelfHint', { days: lots.data.minShelfDays })}</p>
        </>
      ) : (
        <ListState isPending={lots.isPending} isError={lots.isError} isEmpty={false} />
      )}
      <AdminForm {...formProps}>
        <div className="admin-grid">
          <InputField label={t('lots.batchField')} autoComplete="off" {...bind('batch')} />
          <NumberField label={t('lots.quantityField')} step={1} min={1} {...bind('quantity', typedNumber)} />
          <InputField label={t('lots.mfgField')} type="date" max={today} {...bind('mfgDate')} />
          <InputField label={t('lots.expiryField')} type="date" min={today} {...bind('expiryDate')} />
        </div>
      </AdminForm>
    </Dialog>
  );
}

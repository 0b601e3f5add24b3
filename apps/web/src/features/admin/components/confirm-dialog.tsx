import { Dialog } from '../../../components/dialog';
import { useStrings } from '../../../lib/strings';
import { enAdmin } from '@krishi/contract';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that cannot be taken back (dispatch, deliver, cancel with refund). */
export function ConfirmDialog({ title, body, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useStrings(enAdmin);
  return (
    <Dialog title={title} closeLabel={t('admin.close')} onClose={onClose} closable={!pending}>
      <p>{body}</p>
      <div className="button-row">
        <button type="button" className="button" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--outline" disabled={pending} onClick={onClose}>
          {t('admin.keep')}
        </button>
      </div>
    </Dialog>
  );
}

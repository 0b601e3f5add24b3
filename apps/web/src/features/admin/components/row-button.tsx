import { useStrings } from '../../../lib/strings';
import { enAdmin } from '@krishi/contract';

interface RowButtonProps {
  label: string;
  /** The accessible name: which row it acts on, as several rows show the same label. */
  name: string;
  onClick: () => void;
  disabled?: boolean;
  /** The row's main action is filled; the others are outlined. */
  main?: boolean;
}

/** A small button acting on one row of a list. */
export function RowButton({ label, name, onClick, disabled, main = false }: RowButtonProps) {
  return (
    <button
      type="button"
      className={main ? 'button button--small' : 'button button--small button--outline'}
      disabled={disabled}
      onClick={onClick}
      aria-label={name}
    >
      {label}
    </button>
  );
}

/** The Edit button of a row, named by the row (`Edit Seeds`). */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useStrings(enAdmin);
  return <RowButton label={t('admin.edit')} name={name} onClick={onClick} />;
}

import { useState, type ReactNode } from 'react';
import { AdminPart, AdminScreen } from './admin-screen';
import { ListWithState } from './list-state';

interface ListAndEditProps<T> {
  /** The list's heading (and, for a screen, the page's title). */
  title: string;
  /** The button that opens the dialog for a new row. */
  newLabel: string;
  rows: T[];
  /** The query the rows come from: its loading, failure and empty notes show above the list. */
  state?: { isPending: boolean; isError: boolean };
  /** A part of a screen (a product's variants) rather than a screen of its own. */
  part?: boolean;
  /** The rows, each with an Edit button that calls `edit`. */
  list: (rows: T[], edit: (row: T) => void) => ReactNode;
  /** The add or edit dialog. */
  dialog: (props: RowDialogProps<T>) => ReactNode;
}

export interface RowDialogProps<T> {
  /** The row to edit, or null for a new one. */
  row: T | null;
  /** Called when the dialog closes, or has saved. */
  onClose: () => void;
}

/**
 * The back office's list-and-edit screen: a heading with a New button, the list with its
 * loading, failure and empty notes, and one dialog at a time for the row being added or edited.
 */
export function ListAndEdit<T>({ title, newLabel, rows, state, part = false, list, dialog }: ListAndEditProps<T>) {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const Frame = part ? AdminPart : AdminScreen;
  const add = (
    <button
      type="button"
      className={part ? 'button button--outline' : 'button'}
      onClick={() => setEditing({ row: null })}
    >
      {newLabel}
    </button>
  );
  return (
    <Frame title={title} action={add}>
      <ListWithState state={state} rows={rows}>
        {(shown) => list(shown, (row) => setEditing({ row }))}
      </ListWithState>
      {editing && dialog({ row: editing.row, onClose: () => setEditing(null) })}
    </Frame>
  );
}

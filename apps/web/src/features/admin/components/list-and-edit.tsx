import { useState, type Key, type ReactNode } from 'react';
import { AdminTable, type Column } from './admin-table';
import { AdminPart, AdminScreen } from './admin-screen';
import { ListWithState } from './list-state';

type ListAndEditProps<T extends { id: Key }> = Heading & Source<T> & Shown<T>;

interface Heading {
  /** The list's heading (and, for a screen, the page's title). */
  title: string;
  /** The button that opens the dialog for a new row. */
  newLabel: string;
  /** A part of a screen (a product's variants) rather than a screen of its own. */
  part?: boolean;
}

interface Source<T> {
  /** The rows, or the query they come from, whose loading, failure and empty notes then show above the list. */
  rows: T[] | { data?: T[]; isPending: boolean; isError: boolean };
  /** The add or edit dialog. */
  dialog: (props: RowDialogProps<T>) => ReactNode;
}

/** The rows as a table of columns, or in markup of the screen's own; either with Edit buttons that call `edit`. */
type Shown<T> =
  | { columns: (edit: (row: T) => void) => Column<T>[]; list?: never }
  | { list: (rows: T[], edit: (row: T) => void) => ReactNode; columns?: never };

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
export function ListAndEdit<T extends { id: Key }>(props: ListAndEditProps<T>) {
  const { title, newLabel, rows, part = false, dialog } = props;
  const state = Array.isArray(rows) ? undefined : rows;
  const loaded = Array.isArray(rows) ? rows : (rows.data ?? []);
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
      <ListWithState state={state} rows={loaded}>
        {(shown) => {
          const edit = (row: T) => setEditing({ row });
          return props.list ? props.list(shown, edit) : <AdminTable rows={shown} columns={props.columns(edit)} />;
        }}
      </ListWithState>
      {editing && dialog({ row: editing.row, onClose: () => setEditing(null) })}
    </Frame>
  );
}

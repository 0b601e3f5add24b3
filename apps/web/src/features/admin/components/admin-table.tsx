import type { Key, ReactNode } from 'react';
import { PagedList, type PagedListProps } from './list-state';

export interface Column<T> {
  /** The column's heading, and the cell's label where a phone shows the rows as cards. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The language of the cell's text where it is not the page's. */
  lang?: (row: T) => string;
  className?: string;
}

interface AdminTableProps<T extends { id: Key }> {
  columns: Column<T>[];
  rows: T[];
  /** The table's name, where the page has more than one. */
  label?: string;
}

/** A back-office table; on a phone each row is a card with every cell labelled by its heading. */
export function AdminTable<T extends { id: Key }>({ columns, rows, label }: AdminTableProps<T>) {
  return (
    <table className="admin-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.header} data-label={column.header} lang={column.lang?.(row)} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One page of a long list as a table, with the links to the others. */
export function PagedTable<T extends { id: Key }>({
  query,
  ...table
}: Omit<AdminTableProps<T>, 'rows'> & Omit<PagedListProps<T>, 'children'>) {
  return <PagedList query={query}>{(rows) => <AdminTable rows={rows} {...table} />}</PagedList>;
}

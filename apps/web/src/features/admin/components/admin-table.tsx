import type { Key, ReactNode } from 'react';

export interface Column<T> {
  /** The column's heading, and the cell's label where a phone shows the rows as cards. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The language of the cell's text where it is not the page's. */
  lang?: (row: T) => string;
  className?: string;
}

interface AdminTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** The table's name, where the page has more than one. */
  label?: string;
}

/** A back-office table; on a phone each row is a card with every cell labelled by its heading. */
export function AdminTable<T>({ columns, rows, rowKey, label }: AdminTableProps<T>) {
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
          <tr key={rowKey(row)}>
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

import type { Key, ReactNode } from 'react';
import './data-table.css';

export interface DataColumn<Row> {
  /** Column heading; also labels each cell when rows stack on phones. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money read best right-aligned. */
  align?: 'start' | 'end';
  /** Hidden on phones when the row stays readable without it. */
  hideOnPhone?: boolean;
}

export interface DataTableProps<Row> {
  /** Says what the table lists; read first by screen readers. */
  caption: string;
  /** Show the caption on screen too (default: only for screen readers). */
  showCaption?: boolean;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Marks a row, e.g. the live version or an urgent request. */
  rowTone?: (row: Row) => 'highlight' | 'muted' | undefined;
}

/**
 * A dense but readable table for operator views. On phones each row becomes a small card
 * with the column names beside the values, so nothing needs sideways scrolling.
 */
export function DataTable<Row>({ caption, showCaption, columns, rows, rowKey, empty, rowTone }: DataTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <p className="adm-table__empty" role="status">
        {empty}
      </p>
    );
  }
  return (
    <div className="adm-table__frame">
      <table className="adm-table">
        <caption className={showCaption ? 'adm-table__caption' : 'fds-visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((col) => (
              <th key={col.header} scope="col" data-align={col.align ?? 'start'} data-hide-phone={col.hideOnPhone || undefined}>
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-tone={rowTone?.(row)}>
              {columns.map((col) => (
                <td
                  key={col.header}
                  data-label={col.header}
                  data-align={col.align ?? 'start'}
                  data-hide-phone={col.hideOnPhone || undefined}
                >
                  {col.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

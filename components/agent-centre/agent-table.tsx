'use client';

import type { ReactNode } from 'react';
import styles from './agent-centre.module.css';

export type Column<T> = {
  key: string;
  label: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
  /** The totals row's cell (the first column holds the totals' name). */
  total?: ReactNode;
};

/**
 * A report table: column headers, one row per item, an optional totals row. It scrolls sideways
 * inside its own box on narrow screens (the box is focusable, so keyboards can scroll it too).
 */
export function AgentTable<T>({
  label,
  columns,
  rows,
  rowKey,
  totalsLabel,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shows the totals row under this name. */
  totalsLabel?: string;
}) {
  const numeric = (column: Column<T>) => (column.numeric ? 'num' : undefined);
  return (
    <div className="mc-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className={`mc-table ${styles.table}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={numeric(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totalsLabel && (
          <tfoot>
            <tr className={styles.totals}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {totalsLabel}
                  </th>
                ) : (
                  <td key={column.key} className={numeric(column)}>
                    {column.total ?? ''}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  /** The header, already translated. */
  header: ReactNode;
  value: (row: T, index: number) => ReactNode;
  /** Right-aligned and kept on one line (amounts, counts). */
  numeric?: boolean;
}

/**
 * A read-only table of rows under translated headers, as the console's statistics, reviews and order lines
 * show them. At 390 px a table of five columns is wider than its card: it scrolls inside it, not the page.
 */
export function DataTable<T>(props: {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** Marks a row (e.g. a manager whose reads are flagged). */
  selected?: (row: T) => boolean;
  /** Rows after the data: totals, shipping. */
  footer?: ReactNode;
  testId?: string;
}) {
  const align = (c: DataColumn<T>) => (c.numeric ? 'right' : 'left');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={props.testId}>
        <TableHead>
          <TableRow>
            {props.columns.map((c, i) => (
              <TableCell key={i} align={align(c)}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row, r) => (
            <TableRow key={props.rowKey(row, r)} selected={props.selected?.(row)}>
              {props.columns.map((c, i) => (
                <TableCell key={i} align={align(c)} sx={c.numeric ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.value(row, r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {props.footer}
        </TableBody>
      </Table>
    </Box>
  );
}

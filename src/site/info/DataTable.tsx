import type { ReactNode } from 'react';
import { useInfo } from './i18n.ts';
import { ScrollArea } from './ScrollArea.tsx';

export interface Column {
  label: ReactNode;
  /** right-aligned, tabular figures */
  numeric?: boolean;
}

/**
 * A data table with a caption, column headers (`scope="col"`) and row headers (`scope="row"`, the first
 * cell of each row), scrolling sideways inside its own box on narrow screens.
 */
export function DataTable({
  caption,
  columns,
  rows,
  foot,
  minWidth,
  className = '',
  captionHidden = false,
  rowHeader = 0,
  nowrapRowHeader = false,
}: {
  caption: string;
  /** the caption repeats the section heading: keep it for screen readers only */
  captionHidden?: boolean;
  /** which column names the row (its cells become `<th scope="row">`) */
  rowHeader?: number;
  /** row headers are short codes (25A, 4F–23F) that must not break */
  nowrapRowHeader?: boolean;
  columns: Column[];
  rows: ReactNode[][];
  /** a totals row; its cell in the row-header column is a row header too */
  foot?: ReactNode[];
  minWidth?: number;
  className?: string;
}) {
  const { ti } = useInfo();
  const cell = (content: ReactNode, index: number, key: string) =>
    index === rowHeader ? (
      <th
        key={key}
        scope="row"
        className={
          [columns[index]?.numeric && 'is-num', nowrapRowHeader && 'is-nowrap'].filter(Boolean).join(' ') ||
          undefined
        }
      >
        {content}
      </th>
    ) : (
      <td key={key} className={columns[index]?.numeric ? 'is-num' : undefined}>
        {content}
      </td>
    );
  return (
    <ScrollArea label={ti('info.table.scrollLabel', { name: caption })} minWidth={minWidth}>
      <table className={`data-table ${className}`.trim()}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={c.numeric ? 'is-num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>{row.map((content, i) => cell(content, i, String(i)))}</tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr>{foot.map((content, i) => cell(content, i, String(i)))}</tr>
          </tfoot>
        )}
      </table>
    </ScrollArea>
  );
}

/** Label–value rows (an overview sheet): each label is a row header; no column headers. */
export function KeyValueTable({
  caption,
  rows,
  captionHidden = false,
}: {
  caption: string;
  rows: [ReactNode, ReactNode][];
  /** the caption repeats the section heading: keep it for screen readers only */
  captionHidden?: boolean;
}) {
  return (
    <table className="data-table kv-table">
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={i}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

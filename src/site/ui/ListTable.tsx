import type { ReactNode } from 'react';
import { useI18n } from '../i18n.tsx';

/**
 * The table of a searchable list: a hidden caption, the number and title columns, then the page's own
 * columns (class name and heading), and the page's rows.
 */
export function ListTable({
  caption,
  className = 'board-table',
  columns,
  children,
}: {
  caption: string;
  className?: string;
  columns: readonly (readonly [className: string, heading: string])[];
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="col-num">
            {t('list.number')}
          </th>
          <th scope="col">{t('list.title')}</th>
          {columns.map(([name, heading]) => (
            <th key={name} scope="col" className={name}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

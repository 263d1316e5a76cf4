import type { ReactNode } from 'react';
import { CreateButton, FilterButton, List, TopToolbar, type ListProps } from 'react-admin';
import { ConsolePagination } from './ConsolePagination.tsx';
import { ExportXlsxButton } from './ExportXlsxButton.tsx';

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * A console list as managers meet it on every page: 20 rows a page (10 to 100), and a toolbar with the
 * filters, "create" (unless `create={false}`), the page's own buttons (`toolbar`) and the .xlsx export of the
 * current filter. `actions` replaces the whole toolbar where a page needs another one.
 */
export function ConsoleList({
  create = true,
  toolbar,
  ...props
}: ListProps & { create?: boolean; toolbar?: ReactNode }) {
  return (
    <List
      perPage={20}
      pagination={<ConsolePagination rowsPerPageOptions={PAGE_SIZES} />}
      actions={
        <TopToolbar>
          <FilterButton />
          {create && <CreateButton />}
          {toolbar}
          <ExportXlsxButton />
        </TopToolbar>
      }
      {...props}
    />
  );
}

import { BooleanField, BulkDeleteButton, DataTable, DateInput, NullableBooleanInput } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches title and content; from/to are Seoul days of createdAt, both included (the server's rule). */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="pinned" source="pinned" />,
  <NullableBooleanInput key="shows" source="shows" />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

interface NoticeRow {
  id: string;
  title: string;
  views: number;
  author: string;
  createdAt: string;
}

export function NotificationList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable<NoticeRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="title" />
        <DataTable.Col source="pinned" field={BooleanField} />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.NumberCol source="views" />
        <DataTable.Col source="author" disableSort />
        <DataTable.Col source="createdAt" render={(record) => dateTimeCell(record.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}

import { BooleanField, BulkDeleteButton, DataTable, DateInput, NullableBooleanInput } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches title and description; from/to are Seoul days of createdAt, both included. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="shows" source="shows" />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

interface DownloadRow {
  id: string;
  title: string;
  files: { name: string }[];
  shows: boolean;
  views: number;
  createdAt: string;
}

export function DownloadList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable<DownloadRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="title" />
        <DataTable.Col
          source="files"
          disableSort
          render={(record) => record.files.map((f: { name: string }) => f.name).join(', ')}
        />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.NumberCol source="views" />
        <DataTable.Col source="createdAt" render={(record) => dateTimeCell(record.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}

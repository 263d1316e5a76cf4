import {
  BooleanField,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DateInput,
  FilterButton,
  List,
  NullableBooleanInput,
  Pagination,
  TopToolbar,
} from 'react-admin';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches title and description; from/to are Seoul days of createdAt, both included. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="shows" source="shows" />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ExportXlsxButton />
    </TopToolbar>
  );
}

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
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
    >
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
    </List>
  );
}

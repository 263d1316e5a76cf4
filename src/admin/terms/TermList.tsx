import {
  BooleanField,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  Pagination,
  TopToolbar,
} from 'react-admin';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches code, title and content. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="required" source="required" />,
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

interface TermRow {
  id: string;
  code: string;
  title: string;
  required: boolean;
  order: number;
  updatedAt: string;
}

export function TermList() {
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'order', order: 'ASC' }}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
    >
      <DataTable<TermRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="code" />
        <DataTable.Col source="title" />
        <DataTable.Col source="required" field={BooleanField} />
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="updatedAt" render={(record) => dateTimeCell(record.updatedAt)} />
      </DataTable>
    </List>
  );
}

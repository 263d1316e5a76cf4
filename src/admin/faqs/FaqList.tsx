import {
  BooleanField,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  Pagination,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches category, question and answer; category is an exact match (the site's tab). */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <TextInput key="category" source="category" />,
  <NullableBooleanInput key="shows" source="shows" />,
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

interface FaqRow {
  id: string;
  category: string;
  question: string;
  order: number;
  shows: boolean;
  updatedAt: string;
}

export function FaqList() {
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'order', order: 'ASC' }}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
    >
      <DataTable<FaqRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="category" />
        <DataTable.Col source="question" />
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.Col source="updatedAt" render={(record) => dateTimeCell(record.updatedAt)} />
      </DataTable>
    </List>
  );
}

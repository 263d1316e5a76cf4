import { BooleanField, BulkDeleteButton, DataTable, NullableBooleanInput } from 'react-admin';
import type { ConsoleTerm } from '#domain/schemas/term.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches code, title and content. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="required" source="required" />,
];

type TermRow = ConsoleTerm & { id: string };

export function TermList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<TermRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="code" />
        <DataTable.Col source="title" />
        <DataTable.Col source="required" field={BooleanField} />
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="updatedAt" render={(record) => dateTimeCell(record.updatedAt)} />
      </DataTable>
    </ConsoleList>
  );
}

import { BooleanField, BulkDeleteButton, DataTable, NullableBooleanInput, TextInput } from 'react-admin';
import type { ConsoleFaq } from '#domain/schemas/faq.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches category, question and answer; category is an exact match (the site's tab). */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <TextInput key="category" source="category" />,
  <NullableBooleanInput key="shows" source="shows" />,
];

type FaqRow = ConsoleFaq & { id: string };

export function FaqList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<FaqRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="category" />
        <DataTable.Col source="question" />
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.Col source="updatedAt" render={(record) => dateTimeCell(record.updatedAt)} />
      </DataTable>
    </ConsoleList>
  );
}

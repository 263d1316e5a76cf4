import { BulkDeleteButton, DataTable, DateInput, SelectInput } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { FORM_CODES, type Form } from '#domain/schemas/form.ts';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell, phoneText } from '../format.ts';
import { FormEmailButton } from './FormEmailButton.tsx';

export const formCodeChoices = FORM_CODES.map((code) => ({
  id: code,
  name: `resources.forms.codes.${code}`,
}));

/** `q` searches subject, message, name and e-mail; from/to are Seoul days of the sending. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="code" source="code" choices={formCodeChoices} />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

export type FormRow = Form & { id: string };

/** 양식: forms sent from the site, newest first; senders masked until one is revealed on its page. */
export function FormList() {
  return (
    <ConsoleList
      empty={false}
      filters={filters}
      create={false}
      toolbar={<FormEmailButton />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable<FormRow> rowClick="show" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="phone" disableSort render={(record) => phoneText(record.phone)} />
        <DataTable.Col source="files" disableSort align="right" render={(record) => record.files.length} />
        <DataTable.Col source="createdAt" render={(record) => dateTimeCell(record.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}

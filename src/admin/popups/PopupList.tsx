import { BooleanField, BulkDeleteButton, DataTable, NullableBooleanInput } from 'react-admin';
import type { ConsolePopup } from '#domain/schemas/popup.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImageCell } from '../common/ImageCell.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches title and link; `current` = within its period now (what the site shows, if shown). */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="shows" source="shows" />,
  <NullableBooleanInput key="current" source="current" />,
];

type PopupRow = ConsolePopup & { id: string };

export function PopupList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<PopupRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col
          source="image"
          disableSort
          render={(record) => <ImageCell src={record.image} width={64} />}
        />
        <DataTable.Col source="title" />
        <DataTable.Col source="startAt" render={(record) => dateTimeCell(record.startAt)} />
        <DataTable.Col source="endAt" render={(record) => dateTimeCell(record.endAt)} />
        <DataTable.Col
          source="position"
          disableSort
          render={(record) => `${record.x}, ${record.y} · ${record.width}px`}
        />
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
      </DataTable>
    </ConsoleList>
  );
}

import { Box } from '@mui/material';
import { BooleanField, BulkDeleteButton, DataTable, NullableBooleanInput } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches title and link; `current` = within its period now (what the site shows, if shown). */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="shows" source="shows" />,
  <NullableBooleanInput key="current" source="current" />,
];

interface PopupRow {
  id: string;
  title: string;
  image: string;
  startAt: string;
  endAt: string;
  x: number;
  y: number;
  width: number;
  order: number;
  shows: boolean;
}

export function PopupList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<PopupRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col
          source="image"
          disableSort
          render={(record) => (
            <Box
              component="img"
              src={record.image}
              alt=""
              sx={{ width: 64, height: 48, objectFit: 'cover' }}
            />
          )}
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

import { Box } from '@mui/material';
import { BooleanField, BulkDeleteButton, DataTable, NullableBooleanInput, TextInput } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches title, subtitle and link; `code` is the slide group (`home` = the home slider). */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <TextInput key="code" source="code" />,
  <NullableBooleanInput key="shows" source="shows" />,
];

interface BannerRow {
  id: string;
  code: string;
  title: string;
  image: string;
  order: number;
  shows: boolean;
  startAt: string | null;
  endAt: string | null;
}

export function BannerList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<BannerRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col
          source="image"
          disableSort
          render={(record) => (
            <Box
              component="img"
              src={record.image}
              alt=""
              sx={{ width: 96, height: 48, objectFit: 'cover' }}
            />
          )}
        />
        <DataTable.Col source="code" />
        <DataTable.Col source="title" />
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.Col source="startAt" render={(record) => dateTimeCell(record.startAt)} />
        <DataTable.Col source="endAt" render={(record) => dateTimeCell(record.endAt)} />
      </DataTable>
    </ConsoleList>
  );
}

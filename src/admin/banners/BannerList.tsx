import { Box } from '@mui/material';
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

/** `q` searches title, subtitle and link; `code` is the slide group (`home` = the home slider). */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <TextInput key="code" source="code" />,
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
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'order', order: 'ASC' }}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
    >
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
    </List>
  );
}

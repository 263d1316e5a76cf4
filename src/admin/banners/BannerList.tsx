import { BooleanField, BulkDeleteButton, DataTable, NullableBooleanInput, TextInput } from 'react-admin';
import type { ConsoleBanner } from '#domain/schemas/banner.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImageCell } from '../common/ImageCell.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches title, subtitle and link; `code` is the slide group (`home` = the home slider). */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <TextInput key="code" source="code" />,
  <NullableBooleanInput key="shows" source="shows" />,
];

type BannerRow = ConsoleBanner & { id: string };

export function BannerList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<BannerRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col
          source="image"
          disableSort
          render={(record) => <ImageCell src={record.image} width={96} />}
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

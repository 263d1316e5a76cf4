import {
  BooleanField,
  BulkDeleteButton,
  DataTable,
  DateInput,
  NullableBooleanInput,
  TextInput,
} from 'react-admin';
import type { ConsolePost } from '#domain/schemas/board.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { ShowsToggleButton } from './ShowsToggleButton.tsx';

/** `q` searches title, content and author; `board` is the board code (`default-board`). */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <TextInput key="board" source="board" />,
  <NullableBooleanInput key="shows" source="shows" alwaysOn />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

export type PostRow = ConsolePost & { id: string };

/** 게시판: every board's posts, newest first; a row opens the post with its comments. */
export function PostList() {
  return (
    <ConsoleList filters={filters} create={false} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable<PostRow> rowClick="show" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="board" disableSort />
        <DataTable.Col source="title" />
        <DataTable.Col source="author" disableSort />
        <DataTable.NumberCol source="views" />
        <DataTable.NumberCol source="comments" disableSort />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt" render={(record) => dateTimeCell(record.createdAt)} />
        <DataTable.Col label="ra.action.edit" disableSort>
          <ShowsToggleButton />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}

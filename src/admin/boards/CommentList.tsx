import {
  BooleanField,
  BulkDeleteButton,
  DataTable,
  DateInput,
  DeleteButton,
  FilterButton,
  NullableBooleanInput,
  TopToolbar,
} from 'react-admin';
import type { ConsoleComment } from '#domain/schemas/board.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { ShowsToggleButton } from './ShowsToggleButton.tsx';

export type CommentRow = ConsoleComment & { id: string };

/** Content, author and state of each comment, with hide/show and delete on the row. */
export function CommentColumns({ withPost }: { withPost: boolean }) {
  return (
    <DataTable<CommentRow>
      rowClick={false}
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    >
      {withPost ? <DataTable.Col source="postTitle" disableSort /> : null}
      <DataTable.Col source="content" disableSort sx={{ whiteSpace: 'pre-wrap', maxWidth: 480 }} />
      <DataTable.Col source="author" disableSort />
      <DataTable.Col source="shows" field={BooleanField} disableSort />
      <DataTable.Col source="createdAt" disableSort render={(record) => dateTimeCell(record.createdAt)} />
      <DataTable.Col label="ra.action.edit" disableSort>
        <ShowsToggleButton resource="boards/comments" />
        <DeleteButton resource="boards/comments" mutationMode="pessimistic" redirect={false} />
      </DataTable.Col>
    </DataTable>
  );
}

const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="shows" source="shows" alwaysOn />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

/** 댓글: every comment, newest first, for moderating across posts. */
export function CommentList() {
  return (
    <ConsoleList
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <CommentColumns withPost />
    </ConsoleList>
  );
}

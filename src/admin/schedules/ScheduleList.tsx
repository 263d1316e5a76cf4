import { BooleanField, CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import type { Schedule } from '#domain/schemas/schedule.ts';
import { dateTimeCell } from '../format.ts';

type ScheduleRow = Schedule & { id: string };

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

export function ScheduleList() {
  return (
    <List actions={<ListActions />} sort={{ field: 'round', order: 'DESC' }} perPage={25}>
      <DataTable<ScheduleRow> bulkActionButtons={false}>
        <DataTable.NumberCol source="round" />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.Col source="stops" field={BooleanField} disableSort />
        <DataTable.Col source="openAt" render={(record) => dateTimeCell(record.openAt)} />
        <DataTable.Col source="deadAt" render={(record) => dateTimeCell(record.deadAt)} />
      </DataTable>
    </List>
  );
}

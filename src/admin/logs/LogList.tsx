import { Chip } from '@mui/material';
import {
  Button,
  DataTable,
  DateInput,
  FilterButton,
  List,
  Pagination,
  SelectInput,
  TextInput,
  LinkBase,
  TopToolbar,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { ACCESS_ACTIONS } from '#domain/accessLog.ts';
import type { AccessLog } from '#domain/schemas/accessLog.ts';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

type LogRow = AccessLog & { id: string };

const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <TextInput key="actor" source="actor" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    alwaysOn
    choices={ACCESS_ACTIONS.map((id) => ({ id, name: `resources.logs.actions.${id}` }))}
  />,
  <TextInput key="subjectType" source="subjectType" />,
  <TextInput key="subjectId" source="subjectId" />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

/**
 * 접속기록 (docs/decisions/0007-personal-data-and-access-log.md, docs/decisions/0011-access-log-reads-and-review.md): read-only. Who read or did what to whose personal data, when, from
 * where and why; the export is itself logged on the server. The monthly review is at /console/logs/review.
 */
export function LogList() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <Button
            component={LinkBase}
            to={`${createPath({ resource: 'logs', type: 'list' })}/review`}
            label="resources.logs.review.title"
          />
          <ExportXlsxButton />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
    >
      <DataTable<LogRow> bulkActionButtons={false}>
        <DataTable.Col source="createdAt" render={(r) => dateTimeCell(r.createdAt)} />
        <DataTable.Col source="actorUsername" />
        <DataTable.Col source="ip" disableSort />
        <DataTable.Col
          source="action"
          render={(r) => <Chip size="small" label={translate(`resources.logs.actions.${r.action}`)} />}
        />
        <DataTable.Col source="subjectType" />
        <DataTable.Col source="subjectLabel" disableSort />
        <DataTable.Col source="subjectCount" disableSort />
        <DataTable.Col source="reason" disableSort />
        <DataTable.Col source="detail" disableSort />
      </DataTable>
    </List>
  );
}

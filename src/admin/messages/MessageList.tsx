import { Chip } from '@mui/material';
import { DataTable, DateInput, SelectField, SelectInput, useTranslate } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { TestMessageButton } from './TestMessageButton.tsx';

export const channelChoices = [
  { id: 'email', name: 'resources.messages.channels.email' },
  { id: 'sms', name: 'resources.messages.channels.sms' },
];
const statusChoices = [
  { id: 'pending', name: 'resources.messages.statuses.pending' },
  { id: 'sent', name: 'resources.messages.statuses.sent' },
  { id: 'failed', name: 'resources.messages.statuses.failed' },
];

/** `q` searches subject, body and recipient; from/to are Seoul days of the queueing. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="channel" source="channel" choices={channelChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

export interface MessageRow {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  status: 'pending' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

const STATUS_COLOR = { pending: 'default', sent: 'success', failed: 'error' } as const;

export function MessageStatus({ status }: { status: MessageRow['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      label={translate(`resources.messages.statuses.${status}`)}
    />
  );
}

/** 메시지: every e-mail and SMS the product sent or queued (the outbox), newest first; recipients masked. */
export function MessageList() {
  return (
    <ConsoleList
      empty={false}
      filters={filters}
      create={false}
      toolbar={<TestMessageButton />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable<MessageRow> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="channel">
          <SelectField source="channel" choices={channelChoices} />
        </DataTable.Col>
        <DataTable.Col source="to" disableSort />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="status" render={(record) => <MessageStatus status={record.status} />} />
        <DataTable.Col source="createdAt" render={(record) => dateTimeCell(record.createdAt)} />
        <DataTable.Col source="sentAt" render={(record) => dateTimeCell(record.sentAt)} />
      </DataTable>
    </ConsoleList>
  );
}

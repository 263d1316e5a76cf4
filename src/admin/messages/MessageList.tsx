import { Chip } from '@mui/material';
import {
  DataTable,
  DateInput,
  FilterButton,
  SelectField,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { OutboxMessage } from '#domain/schemas/outgoing.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { RevealButton, useReveal } from '../common/RevealDialog.tsx';
import { dateTimeCell, phoneText } from '../format.ts';
import type { GroupNotice } from '#domain/schemas/groupNotice.ts';
import { NoticeFilterInput, NoticeSummary, useGroupNotices } from './NoticeFilter.tsx';
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

/**
 * `q` searches a mail's subject, an SMS's text and the recipient; from/to are Seoul days of the queueing; `notice` shows one group
 * notice's messages, one row per recipient and channel with its delivery status.
 */
const filtersOf = (notices: GroupNotice[]) => [
  <ImeSearchInput key="q" source="q" label="resources.messages.searchHint" alwaysOn />,
  <SelectInput key="channel" source="channel" choices={channelChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
  <NoticeFilterInput key="notice" source="notice" notices={notices} />,
];

export type MessageRow = OutboxMessage & { id: string };

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

/**
 * 메시지: every e-mail and SMS the product sent or queued (the outbox), newest first. Recipients (and the
 * contacts quoted in messages) come masked until revealed with the secondary password (docs/decisions/0007-personal-data-and-access-log.md); the
 * export needs the same proof. Verification codes never reach the console (●●●●●●).
 */
export function MessageList() {
  const reveal = useReveal();
  const { meta } = reveal;
  const notices = useGroupNotices();
  return (
    <ConsoleList
      empty={false}
      filters={filtersOf(notices)}
      queryOptions={{ meta }}
      actions={
        <TopToolbar>
          <FilterButton />
          <TestMessageButton />
          <RevealButton reveal={reveal} />
          <ExportXlsxButton personalData />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <NoticeSummary notices={notices} />
      <DataTable<MessageRow> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="channel">
          <SelectField source="channel" choices={channelChoices} />
        </DataTable.Col>
        <DataTable.Col
          source="to"
          disableSort
          render={(record) => (record.channel === 'sms' ? phoneText(record.to) : record.to)}
        />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="status" render={(record) => <MessageStatus status={record.status} />} />
        <DataTable.Col source="createdAt" render={(record) => dateTimeCell(record.createdAt)} />
        <DataTable.Col source="sentAt" render={(record) => dateTimeCell(record.sentAt)} />
      </DataTable>
    </ConsoleList>
  );
}

import { Box } from '@mui/material';
import {
  FunctionField,
  Labeled,
  SelectField,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { RevealShow } from '../common/RevealShow.tsx';
import { dateTimeCell, phoneText } from '../format.ts';
import { channelChoices, MessageStatus, type MessageRow } from './MessageList.tsx';

function MessageDetails() {
  const record = useRecordContext<MessageRow>();
  if (!record) return null;
  return (
    <>
      <Labeled label="resources.messages.fields.status">
        <MessageStatus status={record.status} />
      </Labeled>
      {record.error ? (
        <Labeled label="resources.messages.fields.error">
          <span>{record.error}</span>
        </Labeled>
      ) : null}
      <Labeled label="resources.messages.fields.createdAt">
        <span>{dateTimeCell(record.createdAt)}</span>
      </Labeled>
      <Labeled label="resources.messages.fields.sentAt">
        <span>{dateTimeCell(record.sentAt) || '-'}</span>
      </Labeled>
      <Labeled label="resources.messages.fields.body">
        {record.html ? (
          // sanitized by the server when it was sent
          <Box className="rich-text" dangerouslySetInnerHTML={{ __html: record.html }} />
        ) : (
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.body}</Box>
        )}
      </Labeled>
    </>
  );
}

/**
 * One message as it was sent: recipient and the contacts it quotes (masked until revealed), subject, body
 * (a verification code only as ●●●●●●) and what became of it.
 */
export function MessageShow() {
  return (
    <RevealShow>
      <SimpleShowLayout>
        <SelectField source="channel" choices={channelChoices} />
        <FunctionField<MessageRow>
          source="to"
          render={(record) => (record.channel === 'sms' ? phoneText(record.to) : record.to)}
        />
        <TextField source="subject" emptyText="-" />
        <MessageDetails />
      </SimpleShowLayout>
    </RevealShow>
  );
}

export default MessageShow;

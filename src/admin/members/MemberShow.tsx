import { useState } from 'react';
import FileDownload from '@mui/icons-material/FileDownload';
import { Box } from '@mui/material';
import {
  Button,
  FunctionField,
  Labeled,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { AWARD_LABELS, MEMBER_STATUS_LABELS } from '#domain/matching/texts.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import { RevealShow } from '../common/RevealShow.tsx';
import { saveBlob } from '../common/saveBlob.ts';
import { useLabel } from '../common/useLabel.ts';
import { dateTimeCell, phoneText } from '../format.ts';
import { client } from '../session.ts';
import { ApprovalButtons } from './ApprovalButtons.tsx';
import type { MemberRow } from './MemberList.tsx';

/** The private business registration file: a logged download (docs/decisions/0007-personal-data-and-access-log.md § The access log). */
function RegistrationDownload({ id, file }: { id: string; file: FileRef }) {
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const download = async () => {
    setRunning(true);
    try {
      const { blob, filename } = await client.blob(`/api/console/users/${id}/business-registration`);
      saveBlob(blob, filename ?? file.name);
    } catch (error) {
      if ((error as { status?: number }).status !== 403) notify('console.export.failed', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button label={file.name} disabled={running} onClick={() => void download()}>
      <FileDownload />
    </Button>
  );
}

function MemberDetails() {
  const record = useRecordContext<MemberRow>();
  const label = useLabel();
  if (!record) return null;
  const rows: [string, string][] = [
    ['status', label(MEMBER_STATUS_LABELS[record.status])],
    ['rejectReason', record.rejectReason ?? ''],
    ['award', record.award ? `${label(AWARD_LABELS[record.award])} ${record.awardYear ?? ''}` : ''],
    ['createdAt', dateTimeCell(record.createdAt)],
    ['approvedAt', dateTimeCell(record.approvedAt)],
  ];
  return (
    <>
      {rows
        .filter(([, v]) => v.trim())
        .map(([key, value]) => (
          <Labeled key={key} label={`resources.users.fields.${key}`}>
            <span>{value}</span>
          </Labeled>
        ))}
      {record.logo && (
        <Labeled label="resources.users.fields.logo">
          <Box component="img" src={record.logo.url} alt="" sx={{ maxWidth: 200, maxHeight: 120 }} />
        </Labeled>
      )}
      {record.businessRegistration && (
        <Labeled label="resources.users.fields.businessRegistration">
          <RegistrationDownload id={record.id} file={record.businessRegistration} />
        </Labeled>
      )}
      {record.introductionFile && (
        <Labeled label="resources.users.fields.introductionFile">
          <a href={record.introductionFile.url} download={record.introductionFile.name}>
            {record.introductionFile.name}
          </a>
        </Labeled>
      )}
    </>
  );
}

/** One member: details (personal data masked until revealed), files, and approval for sellers. */
export function MemberShow() {
  return (
    <RevealShow before={<ApprovalButtons />}>
      <SimpleShowLayout>
        <TextField source="username" />
        <TextField source="companyName" />
        <TextField source="companyNameEn" emptyText="-" />
        <TextField source="representative" emptyText="-" />
        <TextField source="businessNumber" emptyText="-" />
        <TextField source="country" emptyText="-" />
        <TextField source="industry" emptyText="-" />
        <TextField source="homepage" emptyText="-" />
        <TextField source="name" />
        <TextField source="email" />
        <FunctionField<{ phone?: string }> source="phone" render={(r) => phoneText(r.phone)} />
        <MemberDetails />
      </SimpleShowLayout>
    </RevealShow>
  );
}

export default MemberShow;

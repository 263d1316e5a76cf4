import { useState } from 'react';
import FileDownload from '@mui/icons-material/FileDownload';
import { Box } from '@mui/material';
import {
  Button,
  DeleteButton,
  Labeled,
  FunctionField,
  SelectField,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
} from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { RevealShow } from '../common/RevealShow.tsx';
import { saveBlob } from '../common/saveBlob.ts';
import { dateTimeCell, phoneText } from '../format.ts';
import { formCodeChoices, type FormRow } from './FormList.tsx';

/** A private file of the form: fetched with the manager's token (the server logs the download), then saved. */
function DownloadFile({ file }: { file: FormRow['files'][number] }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob } = await dataProvider.fetchFile(file.url);
      saveBlob(blob, file.name);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={file.name} onClick={() => void download()} disabled={busy}>
      <FileDownload />
    </Button>
  );
}

function FormDetails() {
  const record = useRecordContext<FormRow>();
  if (!record) return null;
  return (
    <>
      <Labeled label="resources.forms.fields.createdAt">
        <span>{dateTimeCell(record.createdAt)}</span>
      </Labeled>
      <Labeled label="resources.forms.fields.message">
        <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.message}</Box>
      </Labeled>
      <Labeled label="resources.forms.fields.files">
        <Box>
          {record.files.map((file) => (
            <DownloadFile key={file._id} file={file} />
          ))}
        </Box>
      </Labeled>
    </>
  );
}

/** One form: the sender (masked until revealed with the secondary password), the message and its files. */
export function FormShow() {
  return (
    <RevealShow after={<DeleteButton mutationMode="pessimistic" />}>
      <SimpleShowLayout>
        <SelectField source="code" choices={formCodeChoices} />
        <TextField source="name" />
        <TextField source="email" />
        <FunctionField<{ phone?: string | null }> source="phone" render={(r) => phoneText(r.phone) || '-'} />
        <TextField source="subject" emptyText="-" />
        <FormDetails />
      </SimpleShowLayout>
    </RevealShow>
  );
}

export default FormShow;

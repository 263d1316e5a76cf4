import { Box } from '@mui/material';
import {
  DeleteButton,
  Labeled,
  FunctionField,
  SelectField,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { RevealShow } from '../common/RevealShow.tsx';
import { PrivateFileButton } from '../common/PrivateFileButton.tsx';
import { dateTimeCell, phoneText } from '../format.ts';
import { formCodeChoices, type FormRow } from './FormList.tsx';

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
            <PrivateFileButton key={file._id} file={file} />
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

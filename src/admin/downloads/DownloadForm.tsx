import { BooleanInput, Create, Edit, SimpleForm } from 'react-admin';
import { CONTENT_TITLE_MAX } from '#domain/schemas/contentFields.ts';
import { downloadInputSchema } from '#domain/schemas/download.ts';
import { AttachmentsInput, attachmentIds } from '../common/AttachmentsInput.tsx';
import { LocalizedArticle } from '../common/LocalizedArticle.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';

/** What create/update send: attachments as they are (the dataProvider uploads picked ones first). */
function downloadTransform(values: Record<string, unknown>) {
  return {
    title: values.title ?? '',
    content: values.content ?? '',
    translations: values.translations ?? {},
    shows: values.shows ?? true,
    files: Array.isArray(values.files) ? values.files : [],
  };
}

/** The same values as DownloadInput (domain/schemas/download.ts) for validation: files counted as ids. */
const toDownloadInput = (values: Record<string, unknown>) => ({
  ...downloadTransform(values),
  files: attachmentIds(values.files),
});

function DownloadForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(downloadInputSchema, toDownloadInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <LocalizedArticle headingMax={CONTENT_TITLE_MAX} />
      <AttachmentsInput source="files" />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

export function DownloadCreate() {
  return (
    <Create
      transform={downloadTransform}
      redirect="list"
      record={{ title: '', content: '', shows: true, files: [] }}
      mutationMode="pessimistic"
    >
      <DownloadForm />
    </Create>
  );
}

export function DownloadEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={downloadTransform} redirect="list">
      <DownloadForm edit />
    </Edit>
  );
}

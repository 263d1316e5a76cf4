import { BooleanInput, Create, Edit, SimpleForm } from 'react-admin';
import { notificationInputSchema, NOTIFICATION_TITLE_MAX } from '#domain/schemas/notification.ts';
import { AttachmentsInput, attachmentIds } from '../common/AttachmentsInput.tsx';
import { LocalizedArticle } from '../common/LocalizedArticle.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';

/** What create/update send: NotificationInput with attachments as they are, for the dataProvider's upload step. */
function notificationTransform(values: Record<string, unknown>) {
  return {
    title: values.title,
    content: values.content ?? '',
    translations: values.translations ?? {},
    pinned: values.pinned ?? false,
    shows: values.shows ?? true,
    files: Array.isArray(values.files) ? values.files : [],
  };
}

/** The same values as NotificationInput (domain/schemas/notification.ts) for validation: files counted as ids. */
export const toNotificationInput = (values: Record<string, unknown>) => ({
  ...notificationTransform(values),
  files: attachmentIds(values.files),
});

/** Title, rich-text content, pinned and shown switches, attachments. */
function NotificationForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(notificationInputSchema, toNotificationInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <LocalizedArticle headingMax={NOTIFICATION_TITLE_MAX} />
      <BooleanInput source="pinned" />
      <BooleanInput source="shows" />
      <AttachmentsInput source="files" />
    </SimpleForm>
  );
}

export function NotificationCreate() {
  return (
    <Create
      transform={notificationTransform}
      redirect="list"
      record={{ title: '', content: '', pinned: false, shows: true, files: [] }}
      mutationMode="pessimistic"
    >
      <NotificationForm />
    </Create>
  );
}

export function NotificationEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={notificationTransform} redirect="list">
      <NotificationForm edit />
    </Edit>
  );
}

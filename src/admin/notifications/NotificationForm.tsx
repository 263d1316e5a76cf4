import { useMemo, type ReactElement } from 'react';
import { BooleanInput, SimpleForm, useLocaleState } from 'react-admin';
import { isLocale } from '../i18n.ts';
import { notificationInputSchema, NOTIFICATION_TITLE_MAX } from '#domain/schemas/notification.ts';
import { AttachmentsInput } from '../common/AttachmentsInput.tsx';
import { LocalizedArticle } from '../common/LocalizedArticle.tsx';
import { schemaValidator } from '../validation.ts';
import { toNotificationInput } from './input.ts';

/** Title, rich-text content, pinned and shown switches, attachments; validated by the domain schema. */
export function NotificationForm({ toolbar }: { toolbar?: ReactElement | false }) {
  const [locale] = useLocaleState();
  const validate = useMemo(
    () =>
      schemaValidator(notificationInputSchema, () => (isLocale(locale) ? locale : 'ko'), toNotificationInput),
    [locale],
  );
  return (
    <SimpleForm validate={validate} toolbar={toolbar} sx={{ maxWidth: 960 }}>
      <LocalizedArticle headingMax={NOTIFICATION_TITLE_MAX} />
      <BooleanInput source="pinned" />
      <BooleanInput source="shows" />
      <AttachmentsInput source="files" />
    </SimpleForm>
  );
}

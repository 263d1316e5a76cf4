/**
 * The notice form's values ↔ NotificationInput (domain/schemas/notification.ts, ADR 0003).
 * Attachments are FileRefs (stored) or picked files (new); the dataProvider uploads new ones on save.
 */

/** Stands for a file picked but not uploaded yet, so that the schema counts it (it takes ids). */
const PENDING_FILE_ID = '00000000-0000-4000-8000-000000000000';

/** Attachments (FileRefs or picked files) as the ids a schema counts, for validation in a form. */
export function attachmentIds(files: unknown): string[] {
  return (Array.isArray(files) ? files : []).map((file: unknown) =>
    typeof file === 'object' && file !== null && '_id' in file
      ? (file as { _id: string })._id
      : PENDING_FILE_ID,
  );
}

/** Form values as the schema's input, for validation in the form. */
export function toNotificationInput(values: Record<string, unknown>) {
  return {
    title: values.title,
    content: values.content ?? '',
    translations: values.translations ?? {},
    pinned: values.pinned ?? false,
    shows: values.shows ?? true,
    files: attachmentIds(values.files),
  };
}

/** What create/update send: only the input fields; attachments as they are, for the upload step. */
export function notificationTransform(values: Record<string, unknown>) {
  return {
    title: values.title,
    content: values.content ?? '',
    translations: values.translations ?? {},
    pinned: values.pinned ?? false,
    shows: values.shows ?? true,
    files: Array.isArray(values.files) ? values.files : [],
  };
}

export const notificationDefaults = { title: '', content: '', pinned: false, shows: true, files: [] };

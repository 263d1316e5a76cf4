import { z } from 'zod';
import { translationsSchema } from '../localized.ts';
import { authMessages as a } from '../messages/auth.ts';
import { contentMessages as m } from '../messages/content.ts';
import { RICH_TEXT_MAX, titleField } from './contentFields.ts';

export const DOWNLOAD_FILES_MAX = 10;

const contentField = () => z.string().max(RICH_TEXT_MAX, a.contentTooLong.ko);

/**
 * A form download (서식 다운로드) as the console edits it and `POST`/`PUT /api/console/center/downloads`
 * accept it: a title, an optional rich-text description (sanitized on the server) and at least one file.
 */
export const downloadInputSchema = z.object({
  title: titleField(),
  content: contentField().default(''),
  translations: translationsSchema({ title: titleField(), content: contentField() }).optional(),
  shows: z.boolean().default(true),
  /** Ids of files uploaded with `POST /api/console/files`, in display order. */
  files: z
    .array(z.uuid(a.attachmentInvalid.ko), { error: m.downloadFilesRequired.ko })
    .min(1, m.downloadFilesRequired.ko)
    .max(DOWNLOAD_FILES_MAX, a.noticeFilesTooMany.ko),
});

export type DownloadFormValues = z.input<typeof downloadInputSchema>;
export type DownloadInput = z.output<typeof downloadInputSchema>;

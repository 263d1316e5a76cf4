import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { authMessages as a } from '../messages/auth.ts';
import { contentMessages as m } from '../messages/content.ts';
import { RICH_TEXT_MAX, titleField } from './contentFields.ts';
import { fileRefSchema } from './file.ts';

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

export const DOWNLOAD_TEXTS = ['title', 'content'] as const;

/** A form download as the site reads it: its texts in the visitor's language, and which language each is in. */
export const downloadSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  content: z.string().describe('sanitized HTML'),
  /**
   * The language each text is in: the request's where written, else ko
   * (docs/decisions/0012-localized-content.md).
   */
  lang: textLangsSchema(DOWNLOAD_TEXTS),
  views: z.number().int(),
  files: z.array(fileRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Download = z.infer<typeof downloadSchema>;

/** The older (`prev`) or newer (`next`) download beside one the site shows. */
export const downloadLinkSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  lang: textLangsSchema(['title']),
  createdAt: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

/** A download as the console sees it: hidden ones too, with their switch and translations. */
export const consoleDownloadSchema = downloadSchema
  .omit({ lang: true })
  .extend({ shows: z.boolean(), translations: translationsDtoSchema(DOWNLOAD_TEXTS) });
export type ConsoleDownload = z.infer<typeof consoleDownloadSchema>;

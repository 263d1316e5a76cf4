import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { authMessages as m } from '../messages/auth.ts';
import { fileRefSchema } from './file.ts';

/**
 * Limits of a notice (docs/decisions/0003-api-contract.md NotificationInput); the messages name the same
 * numbers.
 */
export const NOTIFICATION_TITLE_MAX = 200;
/** Rich-text HTML: room for tables and formatting, small enough to keep a row cheap. */
export const NOTIFICATION_CONTENT_MAX = 200_000;
export const NOTIFICATION_FILES_MAX = 10;

/**
 * True when rich-text HTML has something to show: text or an image. An editor's empty document
 * (`<p></p>`, `<p><br></p>`, `&nbsp;`) counts as empty.
 */
export function hasHtmlContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text.length > 0;
}

/**
 * A notice as the console form edits it and `POST`/`PUT /api/console/center/notifications` accept it.
 * `content` is HTML from the editor; the server sanitizes it before storing.
 */
const titleField = () =>
  z
    .string({ error: m.titleRequired.ko })
    .trim()
    .min(1, m.titleRequired.ko)
    .max(NOTIFICATION_TITLE_MAX, m.noticeTitleTooLong.ko);

const contentField = () =>
  z
    .string({ error: m.contentRequired.ko })
    .max(NOTIFICATION_CONTENT_MAX, { error: m.contentTooLong.ko, abort: true })
    .refine(hasHtmlContent, m.contentRequired.ko);

export const notificationInputSchema = z.object({
  title: titleField(),
  content: contentField(),
  translations: translationsSchema({ title: titleField(), content: contentField() }).optional(),
  pinned: z.boolean().default(false),
  shows: z.boolean().default(true),
  /** Ids of files uploaded with `POST /api/console/files`, in display order. */
  files: z
    .array(z.uuid(m.attachmentInvalid.ko))
    .max(NOTIFICATION_FILES_MAX, m.noticeFilesTooMany.ko)
    .default([]),
});

/** What the form holds (defaults may be missing). */
export type NotificationFormValues = z.input<typeof notificationInputSchema>;
/** What the server receives after validation. */
export type NotificationInput = z.output<typeof notificationInputSchema>;

export const NOTIFICATION_TEXTS = ['title', 'content'] as const;

/** A notice as the console reads it (docs/decisions/0003-api-contract.md § Shapes, Notification). */
export const notificationSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  content: z.string().describe('sanitized HTML'),
  translations: translationsDtoSchema(NOTIFICATION_TEXTS).describe('English and Chinese title and content'),
  pinned: z.boolean(),
  shows: z.boolean(),
  views: z.number().int(),
  files: z.array(fileRefSchema),
  author: z.string().describe('the username of the manager who wrote it'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The older (`prev`) or newer (`next`) notice beside one the site shows. */
export const notificationLinkSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  lang: textLangsSchema(['title']),
  createdAt: z.string(),
});
export type NotificationLink = z.infer<typeof notificationLinkSchema>;

/** A notice as the site reads it: title and content in the visitor's language, and which language each is in. */
export const publicNotificationSchema = notificationSchema
  .omit({ translations: true })
  .extend({ lang: textLangsSchema(NOTIFICATION_TEXTS) });
export type PublicNotification = z.infer<typeof publicNotificationSchema>;

/** A row of the public list: no body (the detail has it); bodies were nine tenths of a page of the list. */
export const notificationSummarySchema = notificationSchema
  .omit({ content: true, translations: true })
  .extend({ lang: textLangsSchema(['title']) });
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

import { z } from 'zod';
import { authMessages } from '../messages/auth.ts';
import { centerMessages as m } from '../messages/center.ts';
import {
  authorNameSchema,
  honeypotSchema,
  plainText,
  writePasswordSchema,
  writeTitleSchema,
} from './question.ts';

/** Board posts and comments: anonymous writes with a password, like 1:1 inquiries, but public to read. */

export const POST_CONTENT_MAX = 10_000;
export const COMMENT_MAX = 1_000;
export const POST_FILES_MAX = 5;
/** Per attachment; the multipart limit of the app (50 MB) is for applicants' documents. */
export const POST_FILE_MAX_BYTES = 10 * 1024 * 1024;

const postFields = {
  title: writeTitleSchema,
  content: plainText(POST_CONTENT_MAX, authMessages.contentRequired.ko, m.postContentTooLong.ko),
  name: authorNameSchema,
  /** Ids of files uploaded with `POST /api/v1/boards/{code}/files`, in display order. */
  files: z
    .array(z.uuid(authMessages.attachmentInvalid.ko))
    .max(POST_FILES_MAX, m.postFilesTooMany.ko)
    .default([]),
  /**
   * The `token`s the uploads answered, for files newly attached by an anonymous writer: a file is attached
   * only by its uploader (issue 18). Files the post already has need none.
   */
  uploadTokens: z.array(z.string().max(100)).max(POST_FILES_MAX).default([]),
};

export const postInputSchema = z.object({
  ...postFields,
  password: writePasswordSchema,
  website: honeypotSchema,
});

export const postUpdateSchema = z.object(postFields);

/** The site's form of a new post: the password typed twice. */
export const postFormSchema = postInputSchema
  .extend({ passwordConfirm: z.string() })
  .refine((value) => value.password === value.passwordConfirm, {
    error: m.writePasswordMismatch.ko,
    path: ['passwordConfirm'],
  });

export const commentContentSchema = plainText(COMMENT_MAX, m.commentRequired.ko, m.commentTooLong.ko);

export const commentInputSchema = z.object({
  name: authorNameSchema,
  password: writePasswordSchema,
  content: commentContentSchema,
  website: honeypotSchema,
});

export const commentUpdateSchema = z.object({ content: commentContentSchema });

export type PostInput = z.output<typeof postInputSchema>;
export type PostUpdate = z.output<typeof postUpdateSchema>;
export type PostFormValues = z.input<typeof postFormSchema>;
export type CommentInput = z.output<typeof commentInputSchema>;
export type CommentUpdate = z.output<typeof commentUpdateSchema>;

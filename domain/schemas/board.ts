import { z } from 'zod';
import { authMessages } from '../messages/auth.ts';
import { centerMessages as m } from '../messages/center.ts';
import { fileRefSchema } from './file.ts';
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
   * only by its uploader (docs/security.md § Files and who may attach them). Files the post already has need
   * none.
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

/** A board as the API answers it. */
export const boardSchema = z.object({ _id: z.uuid(), code: z.string(), name: z.string() });
export type Board = z.infer<typeof boardSchema>;

/** A post as a row of a board's public list. */
export const postSummarySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  author: z.string().describe('masked'),
  views: z.number().int(),
  comments: z.number().int().describe('number of comments'),
  files: z.number().int().describe('number of attachments'),
  createdAt: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** A post as the site reads it, with its attachments. */
export const postSchema = z.object({
  _id: z.uuid(),
  board: z.string().describe('board code'),
  title: z.string(),
  content: z.string().describe('plain text'),
  author: z.string().describe('masked'),
  views: z.number().int(),
  files: z.array(fileRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/**
 * The console sees whether the post is shown and every comment counted (hidden ones too). The author stays
 * masked as on the site: moderating a post never needs the writer's name (personal data,
 * docs/decisions/0007-personal-data-and-access-log.md).
 */
export const consolePostSchema = postSchema.extend({ shows: z.boolean(), comments: z.number().int() });
export type ConsolePost = z.infer<typeof consolePostSchema>;

/** The older or newer post a detail links to. */
export const postLinkSchema = z.object({ _id: z.uuid(), title: z.string(), createdAt: z.string() });
export type PostLink = z.infer<typeof postLinkSchema>;

/** A comment as the site reads it: its author masked. */
export const commentSchema = z.object({
  _id: z.uuid(),
  author: z.string().describe('masked'),
  content: z.string().describe('plain text'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A comment as the console moderates it: with its post and whether it is shown. */
export const consoleCommentSchema = commentSchema.extend({
  post: z.uuid().describe('post id'),
  postTitle: z.string(),
  board: z.string(),
  shows: z.boolean(),
});
export type ConsoleComment = z.infer<typeof consoleCommentSchema>;

import type { PostLink } from '#domain/schemas/board.ts';
import type { NotificationLink } from '#domain/schemas/notification.ts';

/** Shapes of the customer centre, board and terms answers, declared once in domain/schemas. */
export type { Board, Comment, Post, PostSummary } from '#domain/schemas/board.ts';
export type { Download } from '#domain/schemas/download.ts';
export type { PublicFaq as Faq } from '#domain/schemas/faq.ts';
export type { FileRef } from '#domain/schemas/file.ts';
export type {
  NotificationSummary as NoticeSummary,
  PublicNotification as Notice,
} from '#domain/schemas/notification.ts';
export type { Question, QuestionSummary } from '#domain/schemas/question.ts';
export type { PublicTerm as Term } from '#domain/schemas/term.ts';

/** The older or newer record a detail links to: notices and downloads say their title's language, posts do not. */
export type Link = PostLink & Partial<Pick<NotificationLink, 'lang'>>;

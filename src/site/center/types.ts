import type { TextLangs } from '#domain/localized.ts';

/** Shapes of the customer centre, board and terms answers (server/services/center, boards; 0003 § Shapes). */

export interface FileRef {
  _id: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

export interface Link {
  _id: string;
  title: string;
  createdAt: string;
  /** the language each text is in (docs/decisions/0012-localized-content.md) */
  lang?: TextLangs<'title'>;
}

export interface Notice {
  _id: string;
  title: string;
  /** sanitized HTML */
  content: string;
  pinned: boolean;
  views: number;
  files: FileRef[];
  createdAt: string;
  /** the language each text is in (docs/decisions/0012-localized-content.md) */
  lang?: TextLangs<'title' | 'content'>;
}

/** A row of the notice list: the list carries no bodies. */
export type NoticeSummary = Omit<Notice, 'content'>;

export interface Faq {
  _id: string;
  category: string;
  question: string;
  /** sanitized HTML */
  answer: string;
  order: number;
  /** the language each text is in (docs/decisions/0012-localized-content.md) */
  lang?: TextLangs<'question' | 'answer'>;
}

export interface Download {
  _id: string;
  title: string;
  /** sanitized HTML */
  content: string;
  views: number;
  files: FileRef[];
  createdAt: string;
  /** the language each text is in (docs/decisions/0012-localized-content.md) */
  lang?: TextLangs<'title' | 'content'>;
}

export interface QuestionSummary {
  _id: string;
  title: string;
  /** masked */
  author: string;
  answered: boolean;
  createdAt: string;
}

export interface Question {
  _id: string;
  title: string;
  /** plain text */
  content: string;
  author: string;
  answered: boolean;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Term {
  _id: string;
  code: string;
  title: string;
  /** sanitized HTML */
  content: string;
  required: boolean;
  order: number;
  /** the language each text is in (docs/decisions/0012-localized-content.md) */
  lang?: TextLangs<'title' | 'content'>;
}

export interface Board {
  _id: string;
  code: string;
  name: string;
}

export interface PostSummary {
  _id: string;
  title: string;
  author: string;
  views: number;
  comments: number;
  files: number;
  createdAt: string;
}

export interface Post {
  _id: string;
  board: string;
  title: string;
  /** plain text */
  content: string;
  author: string;
  views: number;
  files: FileRef[];
  createdAt: string;
  updatedAt: string;
}

export interface Comment {
  _id: string;
  author: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

import type { ReactNode } from 'react';
import { usePageMeta } from './usePageMeta.ts';
import { PageHeader } from './PageHeader.tsx';

/** The frame of a customer-centre, board, terms or guide page: title band, tabs, title and description. */
export function CenterPage({
  title,
  titleLang,
  heading,
  description,
  children,
  wide = false,
}: {
  /** the page's name: the h1, the breadcrumb and the document title */
  title: string;
  /** the title's language when it is content, not a catalog text (see contentLang) */
  titleLang?: string | undefined;
  /** a record's title for the document title (detail pages keep the section as h1) */
  heading?: string | undefined;
  description: string;
  children: ReactNode;
  wide?: boolean;
}) {
  usePageMeta(heading ? `${heading} - ${title}` : title, description);
  return (
    <>
      <PageHeader title={title} titleLang={titleLang} />
      <div className={`container page-body center-body${wide ? ' is-wide' : ''}`}>{children}</div>
    </>
  );
}

/** A one-line summary of a text for a meta description (plain text, at most 150 characters). */
export function summary(text: string, fallback: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return fallback;
  return plain.length > 150 ? `${plain.slice(0, 147)}…` : plain;
}

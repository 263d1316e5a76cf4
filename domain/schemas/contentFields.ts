import { z } from 'zod';
import { authMessages as a } from '../messages/auth.ts';
import { contentMessages as m } from '../messages/content.ts';
import { hasHtmlContent } from './notification.ts';

/**
 * Fields shared by the console's content inputs (FAQs, downloads, terms, popups, banners): the limits
 * and rules are the same everywhere, so the messages are too.
 */
export const CONTENT_TITLE_MAX = 200;
/** Rich-text HTML: room for tables and formatting, small enough to keep a row cheap. */
export const RICH_TEXT_MAX = 200_000;
export const ORDER_MAX = 9_999;
export const LINK_MAX = 1_000;
export const CODE_MAX = 50;

export const titleField = () =>
  z
    .string({ error: a.titleRequired.ko })
    .trim()
    .min(1, a.titleRequired.ko)
    .max(CONTENT_TITLE_MAX, a.noticeTitleTooLong.ko);

/** Rich text that must show something (the notices' rule); `required` is the message when it does not. */
export const richTextField = (required: string = a.contentRequired.ko) =>
  z
    .string({ error: required })
    .max(RICH_TEXT_MAX, { error: a.contentTooLong.ko, abort: true })
    .refine(hasHtmlContent, required);

export const orderField = () =>
  z
    .number({ error: m.orderInvalid.ko })
    .int(m.orderInvalid.ko)
    .min(0, m.orderInvalid.ko)
    .max(ORDER_MAX, m.orderInvalid.ko)
    .default(0);

/** `privacy`, `home`, `third-party`: a stable key the site asks for by URL. */
export const codeField = () =>
  z
    .string({ error: m.codeInvalid.ko })
    .trim()
    .regex(new RegExp(`^[a-z0-9][a-z0-9-]{0,${CODE_MAX - 1}}$`), m.codeInvalid.ko);

/** A site path (`/application`) or an http(s) address; empty means no link. */
export const linkField = () =>
  z
    .string({ error: m.linkInvalid.ko })
    .trim()
    .max(LINK_MAX, m.linkInvalid.ko)
    .refine(
      (v) => v === '' || (/^\/(?![/\\])/.test(v) && !/\s/.test(v)) || /^https?:\/\/[^/\s]+\S*$/i.test(v),
      {
        error: m.linkInvalid.ko,
      },
    )
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for the id of a freshly uploaded file (`POST /api/console/files`), not an image address. */
export function isFileId(value: string): boolean {
  return UUID.test(value);
}

/**
 * An image: the id of a file just uploaded with `POST /api/console/files` (the server turns it into its
 * address) or the address the record already has (a site path, kept when the image is not replaced).
 */
export const imageField = () =>
  z
    .string({ error: m.imageRequired.ko })
    .trim()
    .min(1, m.imageRequired.ko)
    .max(LINK_MAX, m.imageRequired.ko)
    .refine((v) => isFileId(v) || /^\/(?![/\\])\S*$/.test(v), m.imageRequired.ko);

/** An ISO 8601 instant with a zone, as the console's Seoul date-time input sends it. */
export const instantField = (required: string) => z.iso.datetime({ offset: true, error: required });

/** Whether an optional period is in order: both ends given and the end not after the start is wrong. */
export function periodInOrder(startAt: string | null | undefined, endAt: string | null | undefined): boolean {
  if (!startAt || !endAt) return true;
  return Date.parse(endAt) > Date.parse(startAt);
}

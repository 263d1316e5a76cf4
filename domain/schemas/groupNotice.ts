import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applicationStatus.ts';
import { APARTMENT_TYPES, APPLICATION_KINDS, RANKS, SUPPLY_CATEGORIES, SUPPLY_TYPES } from '../constants.ts';
import { LOCALES } from '../locale.ts';
import { noticeMessages as m } from '../messages/notices.ts';
import { unknownVariables, usesVariable } from '../noticeTemplate.ts';
import { OUTGOING_CHANNELS } from './outgoing.ts';
import { plainText } from './question.ts';

/**
 * A group notice (docs/decisions/0030-group-notices-and-round-statistics.md): the applications list's
 * filter, a template per language, the channels, an optional deadline and send time. One schema for the
 * console's dialog, the API and the stored row.
 */

export const NOTICE_SUBJECT_MAX = 200;
export const NOTICE_BODY_MAX = 2_000;
export const NOTICE_DEADLINE_MAX = 50;

export const UNIT_TYPES = APARTMENT_TYPES.map((t) => t.code) as [
  (typeof APARTMENT_TYPES)[number]['code'],
  ...(typeof APARTMENT_TYPES)[number]['code'][],
];

/** Who receives it: the applications list's filter (a cell is unit type × supply type × category). */
export const noticeFilterSchema = z
  .object({
    kind: z.enum(APPLICATION_KINDS).optional(),
    round: z.coerce.number().int().min(0).max(100_000).optional(),
    status: z.enum(APPLICATION_STATUSES).optional(),
    unitType: z.enum(UNIT_TYPES).optional(),
    supplyType: z.enum(SUPPLY_TYPES).optional(),
    supplyCategory: z.enum(SUPPLY_CATEGORIES).optional(),
    earningRank: z.enum(RANKS).optional(),
    regionRank: z.enum(RANKS).optional(),
  })
  .strict();
export type NoticeFilter = z.infer<typeof noticeFilterSchema>;

const withKnownVariables = (schema: z.ZodType<string>) =>
  schema.refine((text) => unknownVariables(text).length === 0, m.noticeVariableUnknown.ko);

/** One language's template: the e-mail's subject and the text of the SMS and the e-mail. */
export const noticeTemplateSchema = z.object({
  subject: withKnownVariables(
    plainText(NOTICE_SUBJECT_MAX, m.noticeSubjectRequired.ko, m.noticeSubjectTooLong.ko),
  ),
  body: withKnownVariables(plainText(NOTICE_BODY_MAX, m.noticeBodyRequired.ko, m.noticeBodyTooLong.ko)),
});
export type NoticeTemplate = z.infer<typeof noticeTemplateSchema>;

/** Every language's template: each recipient gets theirs (the language they applied in). */
export const noticeTemplatesSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, noticeTemplateSchema])) as Record<
    (typeof LOCALES)[number],
    typeof noticeTemplateSchema
  >,
);
export type NoticeTemplates = z.infer<typeof noticeTemplatesSchema>;

const usesDeadline = (templates: NoticeTemplates) =>
  LOCALES.some(
    (l) => usesVariable(templates[l].subject, 'deadline') || usesVariable(templates[l].body, 'deadline'),
  );

/** What the dialog sends to preview, test-send and create a notice. */
export const noticeInputSchema = z
  .object({
    filter: noticeFilterSchema,
    channels: z
      .array(z.enum(OUTGOING_CHANNELS, { error: m.noticeChannelsRequired.ko }), {
        error: m.noticeChannelsRequired.ko,
      })
      .min(1, m.noticeChannelsRequired.ko)
      .max(2, m.noticeChannelsRequired.ko)
      .transform((channels) => [...new Set(channels)]),
    templates: noticeTemplatesSchema,
    deadline: z
      .string()
      .trim()
      .max(NOTICE_DEADLINE_MAX, m.noticeDeadlineTooLong.ko)
      .nullish()
      .transform((value) => value || null),
    /** Null or absent: at once. The server refuses a time in the past or more than 90 days ahead. */
    scheduledAt: z.iso
      .datetime({ offset: true, error: m.noticeScheduledAtInvalid.ko })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((input) => input.deadline !== null || !usesDeadline(input.templates), {
    message: m.noticeDeadlineRequired.ko,
    path: ['deadline'],
  });
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** The preview: how many it reaches, and the messages of one real recipient (their name masked). */
export const noticePreviewSchema = z.object({
  recipients: z.number().int(),
  sample: z
    .object({
      receiptNo: z.string(),
      lang: z.enum(LOCALES),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
    })
    .nullable(),
});
export type NoticePreview = z.infer<typeof noticePreviewSchema>;

/** A notice as the console lists it, with its messages' delivery counts. */
export const groupNoticeSchema = z.object({
  _id: z.uuid(),
  filter: noticeFilterSchema,
  channels: z.array(z.enum(OUTGOING_CHANNELS)),
  subject: z.string().describe("the Korean template's subject"),
  recipients: z.number().int(),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  by: z.string().describe('manager username'),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type GroupNotice = z.infer<typeof groupNoticeSchema>;

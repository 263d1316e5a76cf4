import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { authMessages as m } from '../messages/auth.ts';

export const SCHEDULE_TITLE_MAX = 100;
export const SCHEDULE_MESSAGE_MAX = 2_000;

const noticeText = () =>
  z
    .string({ error: m.scheduleMessageRequired.ko })
    .trim()
    .min(1, m.scheduleMessageRequired.ko)
    .max(SCHEDULE_MESSAGE_MAX, m.scheduleMessageTooLong.ko);

const titleText = () =>
  z
    .string({ error: m.titleRequired.ko })
    .trim()
    .min(1, m.titleRequired.ko)
    .max(SCHEDULE_TITLE_MAX, m.scheduleTitleTooLong.ko);

/** An ISO 8601 date-time with a zone (`Z` or `+09:00`), as the console's date-time inputs send it. */
const dateTime = (required: string) => z.iso.datetime({ offset: true, error: required });

/**
 * An application round's window (docs/spec.md § 3 "Application schedule", docs/decisions/0003-api-contract.md
 * Schedule) as the console edits it. The window's states (beforeOpen, open, dead, stop) are decided
 * elsewhere; here only the shape and the order of the two times.
 */
export const scheduleInputSchema = z
  .object({
    round: z
      .number({ error: m.scheduleRoundRequired.ko })
      .int(m.scheduleRoundRequired.ko)
      .min(1, m.scheduleRoundRequired.ko)
      .max(10_000, m.scheduleRoundRequired.ko),
    title: titleText(),
    shows: z.boolean().default(true),
    stops: z.boolean().default(false),
    openAt: dateTime(m.scheduleOpenAtRequired.ko),
    deadAt: dateTime(m.scheduleDeadAtRequired.ko),
    message: z.object({
      beforeOpen: noticeText(),
      dead: noticeText(),
      /** Shown on the application landing after the deadline; empty falls back to `dead`. */
      dead2: z.string().trim().max(SCHEDULE_MESSAGE_MAX, m.scheduleMessageTooLong.ko).default(''),
      stop: noticeText(),
    }),
    /** English and Chinese title and messages; a missing one is shown in Korean. */
    translations: translationsSchema({
      title: titleText(),
      beforeOpen: noticeText(),
      dead: noticeText(),
      dead2: noticeText(),
      stop: noticeText(),
    }).optional(),
  })
  .refine((v) => Date.parse(v.deadAt) > Date.parse(v.openAt), {
    error: m.scheduleDeadBeforeOpen.ko,
    path: ['deadAt'],
  });

export type ScheduleFormValues = z.input<typeof scheduleInputSchema>;
export type ScheduleInput = z.output<typeof scheduleInputSchema>;

/** The round's texts the public reads (docs/decisions/0012-localized-content.md). */
export const SCHEDULE_TEXTS = ['title', 'beforeOpen', 'dead', 'dead2', 'stop'] as const;

/** A round as the API answers it (docs/decisions/0003-api-contract.md § Shapes, Schedule). */
export const scheduleSchema = z.object({
  _id: z.uuid(),
  round: z.number().int(),
  title: z.string(),
  shows: z.boolean(),
  stops: z.boolean(),
  openAt: z.iso.datetime(),
  deadAt: z.iso.datetime(),
  message: z.object({ beforeOpen: z.string(), dead: z.string(), dead2: z.string(), stop: z.string() }),
  translations: translationsDtoSchema(SCHEDULE_TEXTS).describe('English and Chinese title and messages'),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** A round as the public reads it: title and messages in the visitor's language, and which each is in. */
export const publicScheduleSchema = scheduleSchema
  .omit({ translations: true })
  .extend({ lang: textLangsSchema(SCHEDULE_TEXTS) });
export type PublicSchedule = z.infer<typeof publicScheduleSchema>;

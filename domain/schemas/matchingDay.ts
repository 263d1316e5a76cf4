import { z } from 'zod';
import { commonMessages as c } from '../messages/common.ts';
import { matchingDayMessages as d } from '../messages/matchingDay.ts';
import { matchingMessages as m } from '../messages/matching.ts';
import {
  ATTENDANCE_RESULTS,
  OUTCOMES,
  RATING_STAGES,
  MEETING_OUTCOMES,
  FOLLOW_UP_OUTCOMES,
} from '../matching/meetingDay.ts';
import { OFFER_STATUSES } from '../matching/offer.ts';
import { MEETING_LANGUAGES } from './buyerProfile.ts';

/**
 * The fair day and its follow-up (docs/decisions/0040-the-fair-day.md): the console's day of a fair (tables,
 * interpreters, assignment, check-in), a member's own meeting day (QR, attendance, ratings) and the
 * organiser's figures.
 */

export const TABLES_MAX = 500;

/** `PUT /api/console/fairs/{id}/day/tables`: every table's name, in order (a missing one is removed). */
export const fairTablesInputSchema = z.object({
  labels: z
    .array(z.string().trim().min(1, d.tableLabelsInvalid.ko).max(20, d.tableLabelsInvalid.ko))
    .max(TABLES_MAX, d.tableLabelsInvalid.ko)
    .refine((labels) => new Set(labels).size === labels.length, d.tableLabelsInvalid.ko),
});

/** `POST /api/console/fairs/{id}/day/interpreters` and its PUT. */
export const interpreterInputSchema = z.object({
  name: z.string().trim().min(1, d.interpreterNameRequired.ko).max(100, c.invalidInput.ko),
  languages: z.array(z.enum(MEETING_LANGUAGES, c.invalidInput.ko)).min(1, c.invalidInput.ko).max(16),
});

/** `PUT /api/console/fairs/{id}/day/meetings/{matchingId}`: a manual change; null clears. */
export const meetingDayInputSchema = z.object({
  table: z.uuid(c.invalidInput.ko).nullable(),
  interpreter: z.uuid(c.invalidInput.ko).nullable(),
  interpreterLanguage: z.enum(MEETING_LANGUAGES, c.invalidInput.ko).nullable(),
});
export type MeetingDayInput = z.infer<typeof meetingDayInputSchema>;

export const fairTableSchema = z.object({ _id: z.uuid(), label: z.string() });
export const interpreterSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  languages: z.array(z.string()),
});

export const dayMeetingSchema = z.object({
  _id: z.uuid().describe('the matching'),
  slot: z.string().describe('Seoul wall time, 2026-12-10T10:00'),
  seller: z.object({ _id: z.uuid(), companyName: z.string() }),
  buyer: z.object({ companyName: z.string(), country: z.string() }),
  buyerNote: z.string(),
  table: z.uuid().nullable(),
  tableLabel: z.string().nullable(),
  interpreter: z.uuid().nullable(),
  interpreterName: z.string().nullable(),
  interpreterLanguage: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  attendance: z.enum(ATTENDANCE_RESULTS).nullable(),
});
export type DayMeeting = z.infer<typeof dayMeetingSchema>;

export const fairDaySchema = z.object({
  fair: z.object({ _id: z.uuid(), title: z.string(), place: z.string(), slotMinutes: z.number().int() }),
  tables: z.array(fairTableSchema),
  interpreters: z.array(interpreterSchema),
  meetings: z.array(dayMeetingSchema).describe('confirmed offline meetings, by slot then table'),
});
export type FairDay = z.infer<typeof fairDaySchema>;

export const assignAnswerSchema = z.object({
  day: fairDaySchema,
  assigned: z.number().int().describe('meetings that got a table in this run'),
  unplaced: z.number().int().describe('meetings no table was free for'),
});

/** `POST /api/console/fairs/{id}/checkins`: the code of the QR (or the whole scanned URL). */
export const checkInInputSchema = z.object({
  code: z.string().trim().min(1, d.checkInCodeInvalid.ko).max(500),
});

export const checkInAnswerSchema = z.object({
  alreadyCheckedIn: z.boolean().describe('a replay: the meeting was checked in before (at checkedInAt)'),
  checkedInAt: z.string(),
  meeting: dayMeetingSchema,
});

/**
 * `POST /api/console/fairs/{id}/meetings`: a meeting a buyer and a seller held at the fair without a booking
 * (docs/decisions/0049-meetings-held-on-the-floor.md), in a slot of the fair's grid that has begun.
 */
export const floorMeetingInputSchema = z.object({
  buyer: z.uuid(d.floorMeetingNoBuyer.ko),
  seller: z.uuid(d.floorMeetingNoSeller.ko),
  slot: z.string().trim().min(1, m.matchingSlotInvalid.ko).max(40, m.matchingSlotInvalid.ko),
  note: z.string().trim().max(1000, c.invalidInput.ko).default(''),
});
export type FloorMeetingInput = z.infer<typeof floorMeetingInputSchema>;

export const floorMeetingAnswerSchema = z.object({ matching: z.object({ _id: z.uuid() }) });

/**
 * `GET /api/console/fairs/{id}/meetings/parties`: the buyers (PERSON) or approved sellers (COMPANY) a floor
 * meeting may name, found by username or company name, for an organiser who may not read the members list
 * (scope `users`): only what the form shows, never a name, phone or e-mail.
 */
export const floorPartiesQuerySchema = z.object({
  type: z.enum(['PERSON', 'COMPANY']),
  q: z.string().trim().max(100, c.invalidInput.ko).default(''),
});
export const floorPartiesAnswerSchema = z.object({
  parties: z.array(z.object({ _id: z.uuid(), username: z.string(), companyName: z.string() })),
});
export type FloorParty = z.infer<typeof floorPartiesAnswerSchema>['parties'][number];
export type FloorMeetingAnswer = z.infer<typeof floorMeetingAnswerSchema>;

/** `PUT /api/v1/me/matchings/{id}/day/attendance` (and the console's staff record). */
export const attendanceInputSchema = z.object({
  result: z.enum(ATTENDANCE_RESULTS, d.attendanceResultNotAllowed.ko),
});

/** `POST /api/v1/me/matchings/{id}/day/ratings`: once per party and round. */
export const ratingInputSchema = z
  .object({
    stage: z.enum(RATING_STAGES, c.invalidInput.ko),
    score: z
      .number(d.ratingScoreInvalid.ko)
      .int(d.ratingScoreInvalid.ko)
      .min(1, d.ratingScoreInvalid.ko)
      .max(5, d.ratingScoreInvalid.ko),
    outcome: z.enum(OUTCOMES, d.ratingOutcomeInvalid.ko),
    comment: z.string().trim().max(1000, c.invalidInput.ko).default(''),
  })
  .refine(
    (r) =>
      (r.stage === 'MEETING' ? (MEETING_OUTCOMES as readonly string[]) : FOLLOW_UP_OUTCOMES).includes(
        r.outcome,
      ),
    { message: d.ratingOutcomeInvalid.ko, path: ['outcome'] },
  );
export type RatingInput = z.infer<typeof ratingInputSchema>;

export const ratingSchema = z.object({
  stage: z.enum(RATING_STAGES),
  score: z.number().int(),
  outcome: z.enum(OUTCOMES),
  comment: z.string(),
  createdAt: z.string(),
});

/** `GET /api/v1/me/matchings/{id}/day`: a party's own view of its meeting on the day and after. */
export const myMeetingDaySchema = z.object({
  side: z.enum(['BUYER', 'SELLER']),
  offline: z.boolean(),
  table: z.string().nullable(),
  interpreterLanguage: z.string().nullable(),
  interpreterName: z.string().nullable(),
  checkIn: z
    .object({ code: z.string(), url: z.string(), qrSvg: z.string().describe('the URL as an SVG QR code') })
    .nullable()
    .describe('offline meetings only: what staff scan at the venue'),
  checkedInAt: z.string().nullable(),
  attendance: z.object({
    mine: z.enum(ATTENDANCE_RESULTS).nullable(),
    meeting: z.enum(ATTENDANCE_RESULTS).nullable(),
    open: z.boolean().describe('the meeting has started: attendance may be recorded'),
  }),
  ratings: z.array(ratingSchema).describe("the viewer's own ratings"),
  ratingOpen: z.object({ MEETING: z.boolean(), FOLLOW_UP: z.boolean() }),
});
export type MyMeetingDay = z.infer<typeof myMeetingDaySchema>;

const counts = z.record(z.string(), z.number().int());
export const fairFiguresSchema = z.object({
  offers: z.number().int(),
  byStatus: z.record(z.enum(OFFER_STATUSES), z.number().int()),
  answered: z.number().int(),
  accepted: z.number().int(),
  responseRate: z.number(),
  acceptanceRate: z.number(),
  meetings: z.number().int(),
  meetingsPerSeller: z.array(z.object({ sellerId: z.uuid(), name: z.string(), meetings: z.number().int() })),
  attendance: counts,
  noShows: z.number().int(),
  outcomes: z.object({ MEETING: counts, FOLLOW_UP: counts }),
  averageScore: z.object({ MEETING: z.number().nullable(), FOLLOW_UP: z.number().nullable() }),
});
export type FairFiguresAnswer = z.infer<typeof fairFiguresSchema>;

import { z } from 'zod';
import { APPLICATION_FILE_EXTENSIONS, LIMITS } from '../constants.ts';
import { expertMessages as m } from '../messages/experts.ts';
import { LAWYER_COUNTRIES } from './lawyer.ts';
import { fileRefSchema } from './file.ts';

/**
 * Consultations with the experts' advisers (docs/decisions/0025-expert-consultations.md): a member asks, a
 * manager assigns an adviser, the adviser answers through a signed link, the member reads the answer and may
 * ask one follow-up. Withdrawn by the member before an answer, closed by a manager at any time.
 */
export const CONSULTATION_STATES = ['requested', 'assigned', 'answered', 'closed', 'withdrawn'] as const;
export type ConsultationState = (typeof CONSULTATION_STATES)[number];

/** The states in which the adviser's link opens the consultation (closed and withdrawn ones end it). */
export const LINK_STATES: readonly ConsultationState[] = ['assigned', 'answered'];
/** The member withdraws only what no adviser has answered yet. */
export const WITHDRAWABLE_STATES: readonly ConsultationState[] = ['requested', 'assigned'];
/** A manager (re)assigns until the first answer; afterwards the adviser who answered keeps it. */
export const ASSIGNABLE_STATES: readonly ConsultationState[] = ['requested', 'assigned'];

/** How long an adviser's link works after it is sent (assignment, resend, a follow-up). */
export const ADVISER_LINK_DAYS = 14;
export const CONSULTATION_FILES_MAX = 5;
/** The product's upload rules (docs/spec.md § 5): 50 MB, type by content; Word documents too here. */
export const CONSULTATION_FILE_MAX_BYTES = LIMITS.uploadMaxBytes;
export const CONSULTATION_FILE_TYPES = [...APPLICATION_FILE_EXTENSIONS, 'docx'] as const;
export const CONSULTATION_QUESTION_MAX = 5_000;
export const CONSULTATION_ANSWER_MAX = 10_000;

const questionField = () =>
  z
    .string({ error: m.consultationQuestionRequired.ko })
    .trim()
    .min(1, m.consultationQuestionRequired.ko)
    .max(CONSULTATION_QUESTION_MAX, m.consultationQuestionTooLong.ko);

/** A checkbox: a boolean from the form, or `true`/`false` from a multipart field. */
const consentField = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: m.consultationConsentInvalid.ko })
    .default(false)
    .transform((value) => value === true || value === 'true');

/**
 * `POST /api/v1/me/consultations` (multipart: these fields and up to five `files`) and the site's request
 * form. The adviser is optional (the manager chooses otherwise); practice and adviser must exist and take
 * requests, which the server checks. `shareFiles` is the member's consent that the assigned adviser sees the
 * files: without it only managers do.
 */
export const consultationRequestSchema = z.object({
  practiceId: z.uuid(m.consultationPracticeRequired.ko),
  lawyerId: z
    .union([z.literal(''), z.uuid(m.consultationLawyerUnknown.ko)])
    .nullish()
    .transform((value) => value || null),
  country: z.enum(LAWYER_COUNTRIES, m.consultationCountryRequired.ko),
  question: questionField(),
  shareFiles: consentField(),
});
export type ConsultationRequestValues = z.input<typeof consultationRequestSchema>;
export type ConsultationRequest = z.output<typeof consultationRequestSchema>;

/** `POST /api/v1/me/consultations/{_id}/follow-up`: the one follow-up question after an answer. */
export const consultationFollowUpSchema = z.object({ question: questionField() });
export type ConsultationFollowUp = z.output<typeof consultationFollowUpSchema>;

/** `POST /api/v1/experts/answer/{token}`: the adviser's answer (to the question, or to the follow-up). */
export const consultationAnswerSchema = z.object({
  answer: z
    .string({ error: m.consultationAnswerRequired.ko })
    .trim()
    .min(1, m.consultationAnswerRequired.ko)
    .max(CONSULTATION_ANSWER_MAX, m.consultationAnswerTooLong.ko),
});
export type ConsultationAnswer = z.output<typeof consultationAnswerSchema>;

/** `POST /api/console/experts/consultations/{_id}/assign`. */
export const consultationAssignSchema = z.object({
  lawyerId: z.uuid(m.consultationAdviserRequired.ko),
});
export type ConsultationAssign = z.output<typeof consultationAssignSchema>;

const named = z.object({ _id: z.uuid(), name: z.string() });

/** What every reader of a consultation sees: the question, the answers, the dates. */
const consultationCore = {
  _id: z.uuid(),
  state: z.enum(CONSULTATION_STATES),
  practice: named.nullable().describe('null once the practice area is deleted'),
  country: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  followUp: z.string().nullable(),
  followUpAt: z.string().nullable(),
  followUpAnswer: z.string().nullable(),
  followUpAnsweredAt: z.string().nullable(),
  createdAt: z.string(),
};

/** A consultation as its member reads it (`/api/v1/me/consultations`). */
export const memberConsultationSchema = z.object({
  ...consultationCore,
  requestedLawyer: named.nullable().describe('the adviser the member chose, if any'),
  adviser: named.nullable().describe('the assigned adviser'),
  shareFiles: z.boolean(),
  files: z.array(fileRefSchema).describe('url: the member’s own download route'),
  canFollowUp: z.boolean(),
  canWithdraw: z.boolean(),
});
export type MemberConsultation = z.infer<typeof memberConsultationSchema>;

/**
 * A consultation as its adviser's link shows it: no name, e-mail or account of the member, and the files
 * only when the member consented to share them.
 */
export const adviserConsultationSchema = z.object({
  ...consultationCore,
  adviser: named,
  files: z.array(fileRefSchema).describe('shared files only; url: the link’s own download route'),
  /** What an answer now answers: the question, the follow-up, or nothing (answered, or not open). */
  awaiting: z.enum(['question', 'followUp']).nullable(),
  linkExpiresAt: z.string(),
});
export type AdviserConsultation = z.infer<typeof adviserConsultationSchema>;

/** A consultation as the console reads it: the member masked unless this one is revealed. */
export const consoleConsultationSchema = z.object({
  ...consultationCore,
  updatedAt: z.string(),
  member: z.object({
    _id: z.uuid().nullable(),
    type: z.string(),
    name: z.string().describe('masked unless revealed'),
    email: z.string().describe('masked unless revealed'),
    companyName: z.string(),
  }),
  practiceId: z.uuid().nullable(),
  requestedLawyerId: z.uuid().nullable(),
  lawyerId: z.uuid().nullable().describe('the assigned adviser'),
  adviser: named.nullable(),
  shareFiles: z.boolean(),
  lang: z.string(),
  files: z.array(fileRefSchema).describe('url: the console download route (access-logged)'),
  assignedAt: z.string().nullable(),
  linkSentAt: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type ConsoleConsultation = z.infer<typeof consoleConsultationSchema>;

import { z } from 'zod';
import { MATCHING_MODES, slotKeySchema, slotSchema } from './matchingSchedule.ts';

/**
 * A member's agenda, calendar feed and reschedule proposals
 * (docs/decisions/0039-agenda-feed-and-reschedule.md).
 */

export const RESCHEDULE_ACTIONS = ['accept', 'decline'] as const;

/** An open proposal to move a confirmed meeting. */
export const rescheduleSchema = z.object({
  _id: z.uuid(),
  proposedBy: z.enum(['BUYER', 'SELLER']),
  mine: z.boolean().describe('proposed by the viewer (who may only wait); else the viewer answers it'),
  fromSlot: slotSchema,
  toSlot: slotSchema,
});
export type Reschedule = z.infer<typeof rescheduleSchema>;

/** One confirmed meeting of the viewer's day. */
export const agendaMeetingSchema = z.object({
  _id: z.uuid(),
  fair: z.object({ _id: z.uuid(), title: z.string(), place: z.string() }),
  role: z.enum(['BUYER', 'SELLER']),
  slot: slotSchema,
  mode: z.enum(MATCHING_MODES),
  videoUrl: z.string().nullable(),
  counterpart: z.object({ companyName: z.string(), country: z.string(), timeZone: z.string() }),
  reschedule: rescheduleSchema.nullable(),
  freeSlots: z
    .array(z.string())
    .describe('later slots of the fair where neither party has a meeting: what a reschedule may propose'),
});
export type AgendaMeeting = z.infer<typeof agendaMeetingSchema>;

export const agendaSchema = z.object({
  timeZone: z.string().describe("the viewer's own zone; every time is shown in Seoul and in it"),
  meetings: z.array(agendaMeetingSchema),
});
export type Agenda = z.infer<typeof agendaSchema>;

/** The feed's state: whether a subscription URL works now (the URL itself is shown only when made). */
export const agendaFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type AgendaFeed = z.infer<typeof agendaFeedSchema>;

/** A new subscription URL: webcal:// for calendar apps, https:// for those that take only that. */
export const agendaFeedCreatedSchema = agendaFeedSchema.extend({ webcal: z.string(), url: z.string() });
export type AgendaFeedCreated = z.infer<typeof agendaFeedCreatedSchema>;

export const rescheduleInputSchema = z.object({ slot: slotKeySchema });
export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;

export const rescheduleAnswerSchema = z.object({ action: z.enum(RESCHEDULE_ACTIONS) });
export type RescheduleAnswer = z.infer<typeof rescheduleAnswerSchema>;

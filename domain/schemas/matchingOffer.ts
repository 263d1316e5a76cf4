import { COMPANY_SIZES } from './buyerProfile.ts';
import { z } from 'zod';
import { commonMessages as c } from '../messages/common.ts';
import { matchingMessages as m } from '../messages/matching.ts';
import {
  OFFER_ACTIONS,
  OFFER_ACTORS,
  OFFER_MAX_SLOTS,
  OFFER_STATUSES,
  SELLER_MAX_SLOTS,
} from '../matching/offer.ts';
import { MATCHING_MODES, modeSchema, slotKeySchema, slotSchema } from './matchingSchedule.ts';
import { sellerRefSchema } from './member.ts';

/** `POST /api/v1/me/matchings`: the buyer's offer to one seller of a fair. */
export const offerInputSchema = z.object({
  fair: z.uuid(c.invalidInput.ko),
  seller: z.uuid(c.invalidInput.ko),
  slots: z
    .array(slotKeySchema)
    .min(1, m.matchingSlotsRequired.ko)
    .max(OFFER_MAX_SLOTS, m.matchingTooManySlots.ko),
  mode: modeSchema,
  message: z.string().trim().max(1000, c.invalidInput.ko).default(''),
});
export type OfferInput = z.infer<typeof offerInputSchema>;

const reasonSchema = z.string().trim().min(1, m.matchingReasonRequired.ko).max(500, c.invalidInput.ko);

/**
 * `PUT /api/v1/me/matchings/{_id}/schedules`: the next step. The seller accepts with 1–3 of the offered
 * slots or declines; the buyer confirms one accepted slot; either side cancels with a reason.
 */
export const offerActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    slots: z
      .array(slotKeySchema)
      .min(1, m.matchingSlotsRequired.ko)
      .max(SELLER_MAX_SLOTS, m.matchingTooManySlots.ko),
  }),
  z.object({ action: z.literal('decline'), reason: reasonSchema }),
  z.object({ action: z.literal('confirm'), slot: slotKeySchema }),
  z.object({ action: z.literal('cancel'), reason: reasonSchema }),
]);
export type OfferActionInput = z.infer<typeof offerActionSchema>;

/** The console may only cancel (`PUT /api/console/matchings/{_id}/schedules`). */
export const consoleOfferActionSchema = z.object({ action: z.literal('cancel'), reason: reasonSchema });

/** One step of a matching's history. */
export const matchingHistorySchema = z.object({
  action: z.string(),
  from: z.enum(OFFER_STATUSES).nullable(),
  to: z.enum(OFFER_STATUSES),
  actorRole: z.enum(OFFER_ACTORS),
  slots: z.array(z.string()),
  reason: z.string().nullable(),
  at: z.string(),
});
export type MatchingHistory = z.infer<typeof matchingHistorySchema>;

/**
 * A matching as the console sees it (docs/decisions/0008-matching.md ConsoleMatching): the buyer's contact
 * name is masked.
 */
export const consoleMatchingSchema = z.object({
  _id: z.uuid(),
  fair: z.object({ _id: z.uuid(), title: z.string(), place: z.string(), slotMinutes: z.number().int() }),
  buyer: z.object({
    _id: z.uuid(),
    companyName: z.string(),
    name: z.string(),
    country: z.string(),
    timeZone: z.string().describe("the buyer's IANA zone: times are shown in Seoul and in it"),
    note: z
      .string()
      .describe("the buyer's note of their schedule in this fair (e.g. an interpreter language)"),
    // the profile the seller reads before accepting (docs/decisions/0026-matching-for-a-large-fair.md)
    industry: z.string(),
    companySize: z.enum(COMPANY_SIZES).nullable(),
    marketsSought: z.array(z.string()),
    homepage: z.string(),
    languages: z.array(z.string()),
  }),
  seller: sellerRefSchema,
  mode: z.enum(MATCHING_MODES),
  status: z.enum(OFFER_STATUSES),
  offeredSlots: z.array(slotSchema),
  acceptedSlots: z.array(slotSchema),
  confirmedSlot: slotSchema.nullable(),
  message: z.string(),
  reason: z.string().nullable(),
  cancelledBy: z.enum(OFFER_ACTORS).nullable(),
  expiresAt: z.string().nullable(),
  videoUrl: z.string().nullable(),
  inviteUrl: z.string().nullable(),
  history: z.array(matchingHistorySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleMatching = z.infer<typeof consoleMatchingSchema>;

/** A matching as either party sees it (docs/decisions/0008-matching.md Matching). */
export const matchingSchema = consoleMatchingSchema.extend({
  role: z.enum(['BUYER', 'SELLER']),
  allowed: z.array(z.enum(OFFER_ACTIONS)),
  contact: z
    .object({ name: z.string(), email: z.string(), phone: z.string() })
    .nullable()
    .describe("the other party's contact person, once the meeting is confirmed"),
  bookedSlots: z
    .array(z.string())
    .describe('the slots where the buyer or the seller already has a confirmed meeting in this fair'),
});
export type Matching = z.infer<typeof matchingSchema>;

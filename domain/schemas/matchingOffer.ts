import { z } from 'zod';
import { commonMessages as c } from '../messages/common.ts';
import { matchingMessages as m } from '../messages/matching.ts';
import { OFFER_MAX_SLOTS, SELLER_MAX_SLOTS } from '../matching/offer.ts';
import { modeSchema, slotKeySchema } from './matchingSchedule.ts';

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

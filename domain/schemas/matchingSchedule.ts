import { z } from 'zod';
import { commonMessages as c } from '../messages/common.ts';
import { matchingMessages as m } from '../messages/matching.ts';
import { SLOT_KEY_PATTERN, type Slot } from '../matching/slots.ts';

export const MATCHING_MODES = ['ONLINE', 'OFFLINE'] as const;
export type MatchingMode = (typeof MATCHING_MODES)[number];

export const MATCHING_MODE_LABELS = {
  ONLINE: { ko: '온라인(화상)', en: 'Online (video)', cn: '线上（视频）' },
  OFFLINE: { ko: '오프라인(대면)', en: 'Offline (in person)', cn: '线下（面对面）' },
} as const;

export const slotKeySchema = z.string().regex(SLOT_KEY_PATTERN, m.matchingSlotInvalid.ko);
export const modeSchema = z.enum(MATCHING_MODES, m.matchingModeRequired.ko);

/** `PUT /api/v1/me/schedules/{_fair}`: the slots of the fair's grid the buyer is free at. */
export const buyerScheduleInputSchema = z.object({
  slots: z.array(slotKeySchema).min(1, m.matchingSlotsRequired.ko).max(500, c.invalidInput.ko),
  mode: modeSchema,
  note: z.string().trim().max(500, c.invalidInput.ko).default(''),
});
export type BuyerScheduleInput = z.infer<typeof buyerScheduleInputSchema>;

/** A slot of a fair's grid as answers carry it (domain/matching/slots.ts `Slot`). */
export const slotSchema = z.object({
  key: z.string(),
  startAt: z.string(),
  endAt: z.string(),
}) satisfies z.ZodType<Slot>;

/** A buyer's schedule in one fair, as `GET`/`PUT /api/v1/me/schedules/{_fair}` answer it. */
export const buyerScheduleSchema = z.object({
  fair: z.uuid(),
  slots: z.array(z.string()),
  mode: z.enum(MATCHING_MODES),
  note: z.string(),
  bookedSlots: z.array(z.string()).describe("the viewer's confirmed meetings in this fair"),
  updatedAt: z.string().nullable(),
});
export type BuyerSchedule = z.infer<typeof buyerScheduleSchema>;

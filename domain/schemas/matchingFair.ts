import { z } from 'zod';
import { authMessages } from '../messages/auth.ts';
import { commonMessages as c } from '../messages/common.ts';
import { matchingMessages as m } from '../messages/matching.ts';
import { FAIR_LABELS } from '../matching/labels.ts';
import { DATE_PATTERN, fairSlotKeys, slotEnd, slotStart, TIME_PATTERN } from '../matching/slots.ts';
import { fileRefSchema } from './file.ts';
import { slotSchema } from './matchingSchedule.ts';

/** A fair as the console writes it (docs/decisions/0008-matching.md § Fairs). */

const instant = z.iso.datetime({ offset: true, error: m.fairPeriodInvalid.ko });

const PERIODS = [
  ['sellerRecruitFrom', 'sellerRecruitTo'],
  ['buyerApplyFrom', 'buyerApplyTo'],
  ['eventFrom', 'eventTo'],
] as const;

export const fairInputSchema = z
  .object({
    title: z.string().trim().min(1, authMessages.titleRequired.ko).max(200, c.invalidInput.ko),
    description: z.string().trim().max(5000, c.invalidInput.ko).default(''),
    place: z.string().trim().max(200, c.invalidInput.ko).default(''),
    /**
     * A public image uploaded by `POST /api/console/fairs/thumb`: its `_id`, or the FileRef a record
     * carries (an edit form sends the record back as it got it).
     */
    thumb: z.preprocess(
      (value) => (value && typeof value === 'object' && '_id' in value ? value._id : value),
      z.uuid(c.invalidInput.ko).nullable().default(null),
    ),
    shows: z.boolean().default(true),
    sellerRecruitFrom: instant,
    sellerRecruitTo: instant,
    buyerApplyFrom: instant,
    buyerApplyTo: instant,
    eventFrom: instant,
    eventTo: instant,
    dates: z
      .array(z.string().regex(DATE_PATTERN, m.fairDatesRequired.ko))
      .min(1, m.fairDatesRequired.ko)
      .max(31, c.invalidInput.ko),
    times: z
      .array(z.string().regex(TIME_PATTERN, m.fairTimesRequired.ko))
      .min(1, m.fairTimesRequired.ko)
      .max(48, c.invalidInput.ko),
    slotMinutes: z.number().int().min(10, c.invalidInput.ko).max(240, c.invalidInput.ko).default(30),
    offerTtlHours: z.number().int().min(1, c.invalidInput.ko).max(720, c.invalidInput.ko).default(72),
  })
  .superRefine((fair, ctx) => {
    for (const [from, to] of PERIODS) {
      if (Date.parse(fair[from]) > Date.parse(fair[to])) {
        ctx.addIssue({ code: 'custom', message: m.fairPeriodInvalid.ko, path: [to] });
      }
    }
    const eventFrom = Date.parse(fair.eventFrom);
    const eventTo = Date.parse(fair.eventTo);
    const outside = fairSlotKeys(fair).some(
      (key) => slotStart(key).getTime() < eventFrom || slotEnd(key, fair.slotMinutes).getTime() > eventTo,
    );
    if (outside) ctx.addIssue({ code: 'custom', message: m.fairSlotOutsideEvent.ko, path: ['dates'] });
  })
  // one order for the grid, whatever order the form sent
  .transform((fair) => ({
    ...fair,
    dates: [...new Set(fair.dates)].sort(),
    times: [...new Set(fair.times)].sort(),
  }));
export type FairInput = z.infer<typeof fairInputSchema>;

/** A fair as the site and the console read it, with the viewer's label (docs/decisions/0008-matching.md § Fairs). */
export const fairSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  thumb: fileRefSchema.nullable(),
  shows: z.boolean(),
  sellerRecruitFrom: z.string(),
  sellerRecruitTo: z.string(),
  buyerApplyFrom: z.string(),
  buyerApplyTo: z.string(),
  eventFrom: z.string(),
  eventTo: z.string(),
  dates: z.array(z.string()),
  times: z.array(z.string()),
  slotMinutes: z.number().int(),
  timeZone: z.literal('Asia/Seoul'),
  offerTtlHours: z.number().int(),
  label: z.enum(FAIR_LABELS),
  participating: z.boolean(),
  sellers: z.number().int().describe('approved sellers taking part'),
  buyers: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Fair = z.infer<typeof fairSchema>;

/** One fair with its slot grid. */
export const fairDetailSchema = fairSchema.extend({ slots: z.array(slotSchema) });
export type FairDetail = z.infer<typeof fairDetailSchema>;

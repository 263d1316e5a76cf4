import { z } from 'zod';
import { authMessages } from '../messages/auth.ts';
import { personalMessages as m } from '../messages/personal.ts';

/**
 * The header that carries the proof of `POST /api/console/me/verify`
 * (docs/decisions/0007-personal-data-and-access-log.md).
 */
export const PERSONAL_DATA_PROOF_HEADER = 'X-Sub-Password-Token';
/** How long one confirmation of the secondary password lets a manager reveal and export. */
export const PERSONAL_DATA_PROOF_TTL_SECONDS = 300;
export const ACCESS_REASON_MAX = 200;

/** Why a manager reveals or exports personal data (PIPA 안전성 확보조치 기준 제8조②); sent as `?reason=`. */
export const accessReasonSchema = z
  .string({ error: m.accessReasonRequired.ko })
  .trim()
  .min(1, m.accessReasonRequired.ko)
  .max(ACCESS_REASON_MAX, m.accessReasonTooLong.ko);

/** The reveal dialog: the secondary password and the reason, checked alike in the form and the API. */
export const revealInputSchema = z.object({
  subPassword: z
    .string({ error: authMessages.subPasswordRequired.ko })
    .min(1, authMessages.subPasswordRequired.ko)
    .max(200),
  reason: accessReasonSchema,
});
export type RevealInput = z.infer<typeof revealInputSchema>;

/** `POST /api/console/me/verify`: the proof to send back in PERSONAL_DATA_PROOF_HEADER with a reason. */
export const personalDataProofSchema = z.object({
  token: z.string().describe('send as X-Sub-Password-Token'),
  expiresAt: z.iso.datetime(),
});
export type PersonalDataProof = z.infer<typeof personalDataProofSchema>;

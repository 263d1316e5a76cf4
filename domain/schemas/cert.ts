import { z } from 'zod';
import { GENDERS } from '../constants.ts';

/**
 * `GET /api/v1/cert/{_id}`: the identity an identity verification proved, answered once to prefill and
 * lock the forms (docs/decisions/0005-application-contract.md). `birth` is null when the provider gave
 * none; CI and DI never leave the server.
 */
export const verifiedIdentitySchema = z.object({
  name: z.string(),
  phone: z.string(),
  birth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
});
export type VerifiedIdentity = z.infer<typeof verifiedIdentitySchema>;

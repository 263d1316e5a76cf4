import { z } from 'zod';

/** A login's tokens, as the routes that start or renew one answer them. */
export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

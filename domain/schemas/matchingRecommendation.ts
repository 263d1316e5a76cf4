import { z } from 'zod';
import { AWARDS } from './member.ts';

/** `GET /api/v1/me/recommendations?fair=` (docs/decisions/0039-agenda-feed-and-reschedule.md § Recommendations). */

export const reasonSchema = z.object({
  kind: z.enum(['sought', 'market', 'language', 'liked', 'likedYours']),
  value: z
    .string()
    .describe('the category or term, country code, language codes (comma-separated) or product'),
});

export const recommendedSellerSchema = z.object({
  _id: z.uuid(),
  companyName: z.string(),
  companyNameEn: z.string(),
  award: z.enum(AWARDS).nullable(),
  industry: z.string(),
  reasons: z.array(reasonSchema),
  products: z.array(z.object({ _id: z.uuid(), name: z.string() })).describe('up to 3 that match'),
});
export type RecommendedSeller = z.infer<typeof recommendedSellerSchema>;

export const recommendedBuyerSchema = z.object({
  _id: z.uuid(),
  companyName: z.string(),
  country: z.string(),
  industry: z.string(),
  reasons: z.array(reasonSchema),
});
export type RecommendedBuyer = z.infer<typeof recommendedBuyerSchema>;

/** A buyer gets sellers, a seller buyers; the other list is empty. */
export const recommendationsSchema = z.object({
  sellers: z.array(recommendedSellerSchema),
  buyers: z.array(recommendedBuyerSchema),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

import { buyerProfileSchema } from './buyerProfile.ts';
import { z } from 'zod';
import { fileRefSchema } from './file.ts';
import { MATCHING_MODES } from './matchingSchedule.ts';
import { productSchema } from './matchingProduct.ts';
import { AWARDS } from './member.ts';

/**
 * Sellers and buyers as others see them (docs/decisions/0008-matching.md Seller, Buyer): company data
 * only, never the contact person's name, e-mail or phone.
 */

export const sellerSchema = z.object({
  _id: z.uuid(),
  companyName: z.string(),
  companyNameEn: z.string(),
  award: z.enum(AWARDS).nullable(),
  awardYear: z.number().int().nullable(),
  industry: z.string(),
  homepage: z.string(),
  introduction: z.string(),
  logo: fileRefSchema.nullable(),
  photo: fileRefSchema.nullable(),
  introductionFile: fileRefSchema.nullable(),
  exportMarkets: z.array(z.string()).describe('country codes (ISO 3166) the seller exports to'),
  languages: z.array(z.string()).describe('meeting languages, ISO 639-1'),
  bookmarked: z.boolean(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** A bookmarked seller with the shown fair whose page it links to (the latest it takes part in). */
export const bookmarkedSellerSchema = sellerSchema.extend({
  fair: z
    .uuid()
    .nullable()
    .describe("the latest shown fair the seller takes part in: the link to the seller's page"),
});
export type BookmarkedSeller = z.infer<typeof bookmarkedSellerSchema>;

/** One seller of a fair, with the products it shows. */
export const sellerDetailSchema = sellerSchema.extend({
  address: z.string(),
  products: z.array(productSchema),
  bookedSlots: z
    .array(z.string())
    .describe('slots of the fair the seller already has a confirmed meeting in'),
});
export type SellerDetail = z.infer<typeof sellerDetailSchema>;

export const buyerSchema = buyerProfileSchema.extend({
  _id: z.uuid(),
  mode: z.enum(MATCHING_MODES).nullable(),
});
export type Buyer = z.infer<typeof buyerSchema>;

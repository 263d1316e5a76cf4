import { z } from 'zod';
import { commonMessages as c } from '../messages/common.ts';
import { matchingMessages as m } from '../messages/matching.ts';
import { fileRefSchema } from './file.ts';
import { sellerRefSchema } from './member.ts';

/** A seller's product (`/api/v1/me/products`); the thumb and images are uploaded to their own calls. */
export const productInputSchema = z.object({
  name: z.string().trim().min(1, m.productNameRequired.ko).max(100, c.invalidInput.ko),
  category: z.string().trim().max(100, c.invalidInput.ko).default(''),
  summary: z.string().trim().max(300, c.invalidInput.ko).default(''),
  description: z.string().trim().max(5000, c.invalidInput.ko).default(''),
  /** Free text: prices differ by quantity, currency and incoterm. */
  price: z.string().trim().max(100, c.invalidInput.ko).default(''),
  shows: z.boolean().default(true),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** Images of a product: at most this many. */
export const PRODUCT_MAX_IMAGES = 10;

/** A product as its seller and the fair's visitors read it; `liked` is the viewer's. */
export const productSchema = z.object({
  _id: z.uuid(),
  seller: sellerRefSchema,
  name: z.string(),
  category: z.string(),
  summary: z.string(),
  description: z.string(),
  price: z.string(),
  shows: z.boolean(),
  thumb: fileRefSchema.nullable(),
  images: z.array(fileRefSchema),
  likes: z.number().int(),
  liked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

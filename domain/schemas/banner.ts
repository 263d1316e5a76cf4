import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { contentMessages as m } from '../messages/content.ts';
import {
  codeField,
  imageField,
  instantField,
  linkField,
  orderField,
  periodInOrder,
  titleField,
} from './contentFields.ts';

export const BANNER_SUBTITLE_MAX = 300;

const subtitleField = () => z.string().trim().max(BANNER_SUBTITLE_MAX, m.subtitleTooLong.ko);

/**
 * A banner slide as the console edits it and `POST`/`PUT /api/console/banners` accept it. `code` groups
 * slides (`home` = the home slider); an empty start or end leaves that side of the period open.
 */
export const bannerInputSchema = z
  .object({
    code: codeField(),
    title: titleField(),
    subtitle: subtitleField().default(''),
    translations: translationsSchema({ title: titleField(), subtitle: subtitleField() }).optional(),
    image: imageField(),
    link: linkField(),
    order: orderField(),
    shows: z.boolean().default(true),
    startAt: instantField(m.periodStartRequired.ko).nullable().default(null),
    endAt: instantField(m.periodEndRequired.ko).nullable().default(null),
  })
  .refine((v) => periodInOrder(v.startAt, v.endAt), {
    error: m.periodEndBeforeStart.ko,
    path: ['endAt'],
  });

export type BannerFormValues = z.input<typeof bannerInputSchema>;
export type BannerInput = z.output<typeof bannerInputSchema>;

/** A slide as the API answers it (docs/decisions/0003-api-contract.md § Shapes, Banner). */
export const bannerSchema = z.object({
  _id: z.uuid(),
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  order: z.number().int(),
  shows: z.boolean(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const BANNER_TEXTS = ['title', 'subtitle'] as const;

/** A slide as the site reads it: its texts in the visitor's language, and which language each is in. */
export const publicBannerSchema = bannerSchema.extend({ lang: textLangsSchema(BANNER_TEXTS) });
export type PublicBanner = z.infer<typeof publicBannerSchema>;

/** A slide as the console edits it: with its period (null = open on that side) and times. */
export const consoleBannerSchema = bannerSchema.extend({
  translations: translationsDtoSchema(BANNER_TEXTS),
  startAt: z.iso.datetime().nullable(),
  endAt: z.iso.datetime().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

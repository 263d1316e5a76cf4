import { z } from 'zod';
import { translationsSchema } from '../localized.ts';
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

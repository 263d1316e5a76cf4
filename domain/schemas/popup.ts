import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { contentMessages as m } from '../messages/content.ts';
import { imageField, instantField, linkField, orderField, periodInOrder } from './contentFields.ts';
import { titleField } from './contentFields.ts';

export const POPUP_POSITION_MAX = 3_000;
export const POPUP_WIDTH_MIN = 200;
export const POPUP_WIDTH_MAX = 1_200;

const pixels = (min: number, max: number, error: string, fallback: number) =>
  z.number({ error }).int(error).min(min, error).max(max, error).default(fallback);

/**
 * A home-page popup as the console edits it and `POST`/`PUT /api/console/popups` accept it. It shows while
 * `shows` and now is within [startAt, endAt]; x, y and width are pixels from the top left on a desktop
 * (narrow screens stack popups). The title is the image's text alternative.
 */
export const popupInputSchema = z
  .object({
    title: titleField(),
    /** English and Chinese title and image (a popup's text is mostly in its image). */
    translations: translationsSchema({ title: titleField(), image: imageField() }).optional(),
    image: imageField(),
    link: linkField(),
    startAt: instantField(m.periodStartRequired.ko),
    endAt: instantField(m.periodEndRequired.ko),
    x: pixels(0, POPUP_POSITION_MAX, m.positionInvalid.ko, 0),
    y: pixels(0, POPUP_POSITION_MAX, m.positionInvalid.ko, 0),
    width: pixels(POPUP_WIDTH_MIN, POPUP_WIDTH_MAX, m.popupWidthInvalid.ko, 400),
    order: orderField(),
    shows: z.boolean().default(true),
  })
  .refine((v) => periodInOrder(v.startAt, v.endAt), {
    error: m.periodEndBeforeStart.ko,
    path: ['endAt'],
  });

export type PopupFormValues = z.input<typeof popupInputSchema>;
export type PopupInput = z.output<typeof popupInputSchema>;

/** The popup's image is translated too: its text is mostly drawn in it. */
export const POPUP_TEXTS = ['title', 'image'] as const;

/** A popup as the API answers it (docs/decisions/0003-api-contract.md § Shapes, Popup). */
export const popupSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  order: z.number().int(),
  shows: z.boolean(),
});
export type Popup = z.infer<typeof popupSchema>;

/** A popup as the site reads it: its title in the visitor's language, and which language it is in. */
export const publicPopupSchema = popupSchema.extend({ lang: textLangsSchema(POPUP_TEXTS) });
export type PublicPopup = z.infer<typeof publicPopupSchema>;

/** A popup as the console lists it: with its translations and times. */
export const consolePopupSchema = popupSchema.extend({
  translations: translationsDtoSchema(POPUP_TEXTS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsolePopup = z.infer<typeof consolePopupSchema>;

import { z } from 'zod';
import { translationsSchema } from '../localized.ts';
import { contentMessages as m } from '../messages/content.ts';
import {
  imageField,
  instantField,
  linkField,
  orderField,
  periodInOrder,
  titleField,
} from './contentFields.ts';

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

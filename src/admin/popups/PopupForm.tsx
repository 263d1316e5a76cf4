import { useState } from 'react';
import { Stack } from '@mui/material';
import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { CONTENT_TITLE_MAX, LINK_MAX } from '#domain/schemas/contentFields.ts';
import {
  POPUP_POSITION_MAX,
  POPUP_WIDTH_MAX,
  POPUP_WIDTH_MIN,
  popupInputSchema,
} from '#domain/schemas/popup.ts';
import { imageForValidation, imageValue, ImageUploadInput } from '../common/ImageUploadInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { SeoulDateTimeInput } from '../common/SeoulDateTimeInput.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';

const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The translations with each language's image as `pick` makes it (to send, or to validate). */
function translatedImages(translations: unknown, pick: (image: unknown) => unknown) {
  if (typeof translations !== 'object' || translations === null) return {};
  return Object.fromEntries(
    Object.entries(translations as Record<string, Record<string, unknown> | null>).map(([locale, texts]) => [
      locale,
      texts && 'image' in texts ? { ...texts, image: pick(texts.image) } : texts,
    ]),
  );
}

/** What create/update send: PopupInput with the image picked (uploaded by the dataProvider) or kept. */
function popupTransform(values: Record<string, unknown>) {
  return {
    title: values.title ?? '',
    translations: translatedImages(values.translations, imageValue),
    image: imageValue(values.image),
    link: values.link ?? '',
    startAt: values.startAt ?? undefined,
    endAt: values.endAt ?? undefined,
    x: number(values.x, 0),
    y: number(values.y, 0),
    width: number(values.width, 400),
    order: number(values.order, 0),
    shows: values.shows ?? true,
  };
}

const toPopupInput = (values: Record<string, unknown>) => ({
  ...popupTransform(values),
  image: imageForValidation(values.image),
  translations: translatedImages(values.translations, imageForValidation),
});

function PopupForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(popupInputSchema, toPopupInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <LocalizedTabs fields={['title', 'image']}>
        {(source, _locale, label) => (
          <>
            <TextInput
              source={source('title')}
              label={label('title')}
              helperText="resources.popups.titleHint"
              slotProps={{ htmlInput: { maxLength: CONTENT_TITLE_MAX } }}
            />
            <ImageUploadInput source={source('image')} label={label('image')} />
          </>
        )}
      </LocalizedTabs>
      <TextInput
        source="link"
        helperText="resources.popups.linkHint"
        slotProps={{ htmlInput: { maxLength: LINK_MAX } }}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SeoulDateTimeInput source="startAt" />
        <SeoulDateTimeInput source="endAt" />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="x" min={0} max={POPUP_POSITION_MAX} step={10} />
        <NumberInput source="y" min={0} max={POPUP_POSITION_MAX} step={10} />
        <NumberInput source="width" min={POPUP_WIDTH_MIN} max={POPUP_WIDTH_MAX} step={10} />
      </Stack>
      <NumberInput source="order" min={0} step={1} />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function PopupCreate() {
  // A new popup runs for a week from now unless the manager says otherwise.
  const [record] = useState(() => {
    const now = Date.now();
    return {
      title: '',
      image: '',
      link: '',
      startAt: new Date(now).toISOString(),
      endAt: new Date(now + WEEK_MS).toISOString(),
      x: 0,
      y: 0,
      width: 400,
      order: 0,
      shows: true,
    };
  });
  return (
    <Create transform={popupTransform} redirect="list" record={record} mutationMode="pessimistic">
      <PopupForm />
    </Create>
  );
}

export function PopupEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={popupTransform} redirect="list">
      <PopupForm edit />
    </Edit>
  );
}

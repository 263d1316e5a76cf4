import { Stack } from '@mui/material';
import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { BANNER_SUBTITLE_MAX, bannerInputSchema } from '#domain/schemas/banner.ts';
import { CODE_MAX, CONTENT_TITLE_MAX, LINK_MAX } from '#domain/schemas/contentFields.ts';
import { imageForValidation, imageValue, ImageUploadInput } from '../common/ImageUploadInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { SeoulDateTimeInput } from '../common/SeoulDateTimeInput.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';

/** What create/update send: BannerInput with the image picked (uploaded by the dataProvider) or kept. */
function bannerTransform(values: Record<string, unknown>) {
  return {
    code: values.code ?? '',
    title: values.title ?? '',
    subtitle: values.subtitle ?? '',
    translations: values.translations ?? {},
    image: imageValue(values.image),
    link: values.link ?? '',
    order: typeof values.order === 'number' ? values.order : 0,
    shows: values.shows ?? true,
    startAt: values.startAt || null,
    endAt: values.endAt || null,
  };
}

const toBannerInput = (values: Record<string, unknown>) => ({
  ...bannerTransform(values),
  image: imageForValidation(values.image),
});

function BannerForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(bannerInputSchema, toBannerInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <TextInput
        source="code"
        helperText="resources.banners.codeHint"
        slotProps={{ htmlInput: { maxLength: CODE_MAX } }}
      />
      <LocalizedTabs fields={['title', 'subtitle']}>
        {(source, _locale, label) => (
          <>
            <TextInput
              source={source('title')}
              label={label('title')}
              slotProps={{ htmlInput: { maxLength: CONTENT_TITLE_MAX } }}
            />
            <TextInput
              source={source('subtitle')}
              label={label('subtitle')}
              slotProps={{ htmlInput: { maxLength: BANNER_SUBTITLE_MAX } }}
            />
          </>
        )}
      </LocalizedTabs>
      <ImageUploadInput source="image" />
      <TextInput
        source="link"
        helperText="resources.banners.linkHint"
        slotProps={{ htmlInput: { maxLength: LINK_MAX } }}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SeoulDateTimeInput source="startAt" helperText="resources.banners.periodHint" />
        <SeoulDateTimeInput source="endAt" helperText="resources.banners.periodHint" />
      </Stack>
      <NumberInput source="order" min={0} step={1} />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

export function BannerCreate() {
  return (
    <Create
      transform={bannerTransform}
      redirect="list"
      record={{ code: 'home', title: '', subtitle: '', image: '', link: '', order: 0, shows: true }}
      mutationMode="pessimistic"
    >
      <BannerForm />
    </Create>
  );
}

export function BannerEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={bannerTransform} redirect="list">
      <BannerForm edit />
    </Edit>
  );
}

import { Stack } from '@mui/material';
import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fairInputSchema } from '#domain/schemas/matchingFair.ts';
import { isPickedFile, type PickedFile } from '../../dataProvider/index.ts';
import { attachmentIds } from '../common/AttachmentsInput.tsx';
import { ImageUploadInput } from '../common/ImageUploadInput.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { SeoulDateTimeInput } from '../common/SeoulDateTimeInput.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { SlotGridInput } from './SlotGridInput.tsx';

const PERIODS = [
  ['sellerRecruitFrom', 'sellerRecruitTo'],
  ['buyerApplyFrom', 'buyerApplyTo'],
  ['eventFrom', 'eventTo'],
] as const;

/** The thumb as the API takes it: a picked image stays (the dataProvider uploads it), a kept one is its id. */
function thumbValue(value: unknown): string | PickedFile | null {
  if (isPickedFile(value)) return value;
  if (value && typeof value === 'object' && '_id' in value) return String((value as { _id: string })._id);
  if (typeof value === 'string' && value) return value;
  return null;
}

/** The form's values as `fairInputSchema` takes them; the record's FileRef thumb shows as its picture. */
function fairTransform(values: Record<string, unknown>) {
  const out: Record<string, unknown> = {
    title: values.title ?? '',
    description: values.description ?? '',
    place: values.place ?? '',
    thumb: thumbValue(values.thumb),
    shows: values.shows ?? true,
    dates: values.dates ?? [],
    times: values.times ?? [],
    slotMinutes: typeof values.slotMinutes === 'number' ? values.slotMinutes : 30,
    offerTtlHours: typeof values.offerTtlHours === 'number' ? values.offerTtlHours : 72,
  };
  for (const [from, to] of PERIODS) {
    out[from] = values[from] ?? '';
    out[to] = values[to] ?? '';
  }
  return out;
}

const toFairInput = (values: Record<string, unknown>) => {
  const body = fairTransform(values);
  // a picked file is uploaded on save; while validating it counts as an uploaded one
  return { ...body, thumb: isPickedFile(body.thumb) ? attachmentIds([body.thumb])[0] : body.thumb };
};

/** The stored thumb (a FileRef) as ImageInput's preview value. */
const thumbPreview = (value: unknown) =>
  value && typeof value === 'object' && 'url' in value ? { src: (value as { url: string }).url } : value;

function GridField() {
  const minutes = useWatch({ name: 'slotMinutes' }) as number | undefined;
  return <SlotGridInput minutes={typeof minutes === 'number' && minutes > 0 ? minutes : 30} />;
}

function FairForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(fairInputSchema, toFairInput);
  return (
    <SimpleForm
      validate={validate}
      toolbar={edit ? <SaveDeleteToolbar /> : undefined}
      sx={{ maxWidth: 1040 }}
    >
      <TextInput source="title" fullWidth />
      <TextInput source="description" multiline minRows={4} fullWidth />
      <TextInput source="place" fullWidth helperText="resources.fairs.hints.place" />
      <ImageUploadInput source="thumb" format={thumbPreview} />
      {PERIODS.map(([from, to]) => (
        <Stack key={from} direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SeoulDateTimeInput source={from} />
          <SeoulDateTimeInput source={to} />
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput
          source="slotMinutes"
          min={10}
          max={240}
          step={5}
          helperText="resources.fairs.hints.slotMinutes"
        />
        <NumberInput
          source="offerTtlHours"
          min={1}
          max={720}
          helperText="resources.fairs.hints.offerTtlHours"
        />
      </Stack>
      <GridField />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

export function FairCreate() {
  return (
    <Create
      transform={fairTransform}
      redirect="list"
      record={{ shows: true, slotMinutes: 30, offerTtlHours: 72, dates: [], times: [], thumb: null }}
      mutationMode="pessimistic"
    >
      <FairForm />
    </Create>
  );
}

export function FairEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={fairTransform} redirect="list">
      <FairForm edit />
    </Edit>
  );
}

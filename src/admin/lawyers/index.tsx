import Gavel from '@mui/icons-material/Gavel';
import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { AutocompleteArrayInput, BooleanField, BooleanInput, BulkDeleteButton } from 'react-admin';
import { DataTable, NullableBooleanInput, NumberInput, ReferenceArrayInput } from 'react-admin';
import { SelectInput, SimpleForm, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { type ResourceProps } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { HTML_LANG, parseLocale } from '#domain/locale.ts';
import { LAWYER_CAREER_MAX, LAWYER_COUNTRIES, LAWYER_FIRM_MAX } from '#domain/schemas/lawyer.ts';
import { LAWYER_KINDS, LAWYER_LANGUAGES, LAWYER_NAME_MAX } from '#domain/schemas/lawyer.ts';
import { lawyerInputSchema, type ConsoleLawyer, type LawyerKind } from '#domain/schemas/lawyer.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { formPages } from '../common/formPages.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { ImageCell } from '../common/ImageCell.tsx';
import { imageForValidation, imageValue, ImageUploadInput } from '../common/ImageUploadInput.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { dateTimeCell } from '../format.ts';

// A plain resource's folder is this one file: list, form and the resource
// (docs/decisions/0014-admin-folder-shape.md § A plain resource in one file).

const kindLabel = (kind: LawyerKind) => `resources.lawyers.kind${kind[0]?.toUpperCase()}${kind.slice(1)}`;
const KIND_CHOICES = LAWYER_KINDS.map((kind) => ({ id: kind, name: kindLabel(kind) }));

/** Country and language choices named in the console's language (Intl.DisplayNames needs no catalog). */
function useCodeChoices() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const lang = HTML_LANG[parseLocale(locale)];
    const regions = new Intl.DisplayNames([lang], { type: 'region' });
    const languages = new Intl.DisplayNames([lang], { type: 'language' });
    return {
      countries: LAWYER_COUNTRIES.map((id) => ({ id, name: `${regions.of(id) ?? id} (${id})` })),
      languages: LAWYER_LANGUAGES.map((id) => ({ id, name: languages.of(id) ?? id })),
    };
  }, [locale]);
}

/** `q` searches the Korean name, firm and title. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} />,
  <NullableBooleanInput key="accepting" source="accepting" />,
  <NullableBooleanInput key="shows" source="shows" />,
];

type LawyerRow = ConsoleLawyer & { id: string };

function LawyerList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<LawyerRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col
          source="photo"
          disableSort
          render={(record) => (record.photo ? <ImageCell src={record.photo} width={48} /> : null)}
        />
        <DataTable.Col source="name" />
        <DataTable.Col source="kind" disableSort render={(record) => <KindName kind={record.kind} />} />
        <DataTable.Col source="firm" disableSort />
        <DataTable.Col source="accepting" field={BooleanField} disableSort />
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.Col source="updatedAt" render={(record) => dateTimeCell(record.updatedAt)} />
      </DataTable>
    </ConsoleList>
  );
}

function KindName({ kind }: { kind: LawyerKind }) {
  const translate = useTranslate();
  return <>{translate(kindLabel(kind))}</>;
}

/** The form's values as LawyerInput (domain/schemas/lawyer.ts), the photo picked or kept; the API body. */
function lawyerTransform(values: Record<string, unknown>) {
  const photo = imageValue(values.photo);
  return {
    kind: values.kind ?? 'lawyer',
    name: values.name ?? '',
    photo: photo === '' ? null : photo,
    firm: values.firm ?? '',
    title: values.title ?? '',
    career: values.career ?? '',
    translations: values.translations ?? {},
    specialties: values.specialties ?? [],
    alsoHandles: values.alsoHandles ?? [],
    countries: values.countries ?? [],
    languages: values.languages ?? [],
    email: typeof values.email === 'string' ? values.email.trim() : '',
    accepting: values.accepting ?? true,
    order: typeof values.order === 'number' ? values.order : 0,
    shows: values.shows ?? true,
  };
}

const toLawyerInput = (values: Record<string, unknown>) => {
  const photo = imageForValidation(values.photo);
  return { ...lawyerTransform(values), photo: photo === '' ? null : photo };
};

function LawyerForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(lawyerInputSchema, toLawyerInput);
  const choices = useCodeChoices();
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <SelectInput source="kind" choices={KIND_CHOICES} />
      <LocalizedTabs fields={['name', 'firm', 'title', 'career']}>
        {(source, _locale, label) => (
          <>
            <TextInput
              source={source('name')}
              label={label('name')}
              slotProps={{ htmlInput: { maxLength: LAWYER_NAME_MAX } }}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextInput
                source={source('firm')}
                label={label('firm')}
                slotProps={{ htmlInput: { maxLength: LAWYER_FIRM_MAX } }}
              />
              <TextInput
                source={source('title')}
                label={label('title')}
                slotProps={{ htmlInput: { maxLength: LAWYER_FIRM_MAX } }}
              />
            </Stack>
            <TextInput
              source={source('career')}
              label={label('career')}
              multiline
              fullWidth
              minRows={3}
              slotProps={{ htmlInput: { maxLength: LAWYER_CAREER_MAX } }}
            />
          </>
        )}
      </LocalizedTabs>
      <ImageUploadInput source="photo" />
      <ReferenceArrayInput
        source="specialties"
        reference="practices"
        perPage={100}
        sort={{ field: 'order', order: 'ASC' }}
      >
        <AutocompleteArrayInput fullWidth />
      </ReferenceArrayInput>
      <ReferenceArrayInput
        source="alsoHandles"
        reference="practices"
        perPage={100}
        sort={{ field: 'order', order: 'ASC' }}
      >
        <AutocompleteArrayInput fullWidth />
      </ReferenceArrayInput>
      <AutocompleteArrayInput source="countries" choices={choices.countries} fullWidth />
      <AutocompleteArrayInput source="languages" choices={choices.languages} fullWidth />
      <TextInput source="email" type="email" slotProps={{ htmlInput: { maxLength: 254 } }} />
      <BooleanInput source="accepting" />
      <NumberInput source="order" min={0} step={1} />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

const EMPTY = {
  kind: 'lawyer',
  name: '',
  photo: '',
  firm: '',
  title: '',
  career: '',
  specialties: [],
  alsoHandles: [],
  countries: [],
  languages: [],
  email: '',
  accepting: true,
  order: 0,
  shows: true,
};

/** 전문가: route /console/lawyers, API /api/console/lawyers, scope experts. */
export const lawyers = {
  name: consoleResource('lawyers').name,
  list: LawyerList,
  ...formPages({ form: LawyerForm, transform: lawyerTransform, empty: EMPTY }),
  icon: Gavel,
  recordRepresentation: 'name',
} satisfies ResourceProps;

import { Stack } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { AUCTION_NAME_MAX, programInputSchema } from '#domain/schemas/auction.ts';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { SeoulDateTimeInput } from '../common/SeoulDateTimeInput.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';

/** A program (a timed sale): its hall, texts in three languages, times in Seoul, soft close and premium. */
export function ProgramForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(programInputSchema);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <ReferenceInput
        source="hallId"
        reference="auction/halls"
        perPage={100}
        sort={{ field: 'order', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <LocalizedTabs fields={['title', 'description', 'terms']}>
        {(source, _locale, label) => (
          <>
            <TextInput
              source={source('title')}
              label={label('title')}
              slotProps={{ htmlInput: { maxLength: AUCTION_NAME_MAX } }}
            />
            <TextInput source={source('description')} label={label('description')} multiline fullWidth />
            <TextInput source={source('terms')} label={label('terms')} multiline fullWidth />
          </>
        )}
      </LocalizedTabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SeoulDateTimeInput source="previewFrom" />
        <SeoulDateTimeInput source="opensAt" />
        <SeoulDateTimeInput source="firstCloseAt" />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="closeIntervalSeconds" min={0} step={10} />
        <NumberInput source="softCloseWindowSeconds" min={0} step={10} />
        <NumberInput source="softCloseExtensionSeconds" min={0} step={10} />
        <NumberInput source="premiumBasisPoints" min={0} max={5000} step={50} />
      </Stack>
      <BooleanInput source="requiresApproval" />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

import WorkOutline from '@mui/icons-material/WorkOutline';
import {
  BooleanField,
  BooleanInput,
  BulkDeleteButton,
  DataTable,
  NullableBooleanInput,
  NumberInput,
  SimpleForm,
  TextInput,
  type ResourceProps,
} from 'react-admin';
import {
  PRACTICE_DESCRIPTION_MAX,
  PRACTICE_NAME_MAX,
  practiceInputSchema,
  type ConsolePractice,
} from '#domain/schemas/practice.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { formPages } from '../common/formPages.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { dateTimeCell } from '../format.ts';
import { consoleResource } from '#domain/consoleResources.ts';

// A plain resource's folder is this one file: list, form and the resource
// (docs/decisions/0014-admin-folder-shape.md § A plain resource in one file).

/** `q` searches the Korean name and description. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="shows" source="shows" />,
];

type PracticeRow = ConsolePractice & { id: string };

function PracticeList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<PracticeRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="name" />
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.Col source="updatedAt" render={(record) => dateTimeCell(record.updatedAt)} />
      </DataTable>
    </ConsoleList>
  );
}

/** The form's values as PracticeInput (domain/schemas/practice.ts); the API body is the same. */
function toPracticeInput(values: Record<string, unknown>) {
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    translations: values.translations ?? {},
    order: typeof values.order === 'number' ? values.order : 0,
    shows: values.shows ?? true,
  };
}

function PracticeForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(practiceInputSchema, toPracticeInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <LocalizedTabs fields={['name', 'description']}>
        {(source, _locale, label) => (
          <>
            <TextInput
              source={source('name')}
              label={label('name')}
              slotProps={{ htmlInput: { maxLength: PRACTICE_NAME_MAX } }}
            />
            <TextInput
              source={source('description')}
              label={label('description')}
              multiline
              fullWidth
              slotProps={{ htmlInput: { maxLength: PRACTICE_DESCRIPTION_MAX } }}
            />
          </>
        )}
      </LocalizedTabs>
      <NumberInput source="order" min={0} step={1} />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

/** 전문 분야: route /console/practices, API /api/console/practices, scope experts. */
export const practices = {
  name: consoleResource('practices').name,
  list: PracticeList,
  ...formPages({
    form: PracticeForm,
    transform: toPracticeInput,
    empty: { name: '', description: '', order: 0, shows: true },
  }),
  icon: WorkOutline,
  recordRepresentation: 'name',
} satisfies ResourceProps;

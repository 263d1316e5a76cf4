import AccountBalance from '@mui/icons-material/AccountBalance';
import {
  BooleanInput,
  Create,
  DataTable,
  Edit,
  NumberInput,
  SimpleForm,
  TextInput,
  type ResourceProps,
} from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { AUCTION_NAME_MAX, hallInputSchema } from '#domain/schemas/auction.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { ImageCell } from '../common/ImageCell.tsx';
import { imageForValidation, imageValue, ImageUploadInput } from '../common/ImageUploadInput.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { dateTimeCell } from '../format.ts';

// A plain resource's folder is this one file (docs/decisions/0014-admin-folder-shape.md): the auction's halls.

type HallRow = {
  id: string;
  name: string;
  cover: string | null;
  order: number;
  shows: boolean;
  updatedAt: string;
};

function HallList() {
  return (
    <ConsoleList
      filters={[<ImeSearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'order', order: 'ASC' }}
    >
      <DataTable<HallRow> bulkActionButtons={false}>
        <DataTable.Col
          source="cover"
          disableSort
          render={(r) => (r.cover ? <ImageCell src={r.cover} width={64} /> : null)}
        />
        <DataTable.Col source="name" />
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="shows" disableSort render={(r) => (r.shows ? '✓' : '')} />
        <DataTable.Col source="updatedAt" disableSort render={(r) => dateTimeCell(r.updatedAt)} />
      </DataTable>
    </ConsoleList>
  );
}

/** What create/update send: the hall with its cover picked (uploaded by the dataProvider) or kept. */
function hallTransform(values: Record<string, unknown>) {
  const cover = imageValue(values.cover);
  return {
    name: values.name ?? '',
    text: values.text ?? '',
    translations: values.translations ?? {},
    cover: cover === '' ? null : cover,
    order: typeof values.order === 'number' ? values.order : 0,
    shows: values.shows !== false,
  };
}

const toInput = (values: Record<string, unknown>) => {
  const body = hallTransform(values);
  return { ...body, cover: body.cover === null ? null : imageForValidation(values.cover) };
};

function HallForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(hallInputSchema, toInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <LocalizedTabs fields={['name', 'text']}>
        {(source, _locale, label) => (
          <>
            <TextInput
              source={source('name')}
              label={label('name')}
              slotProps={{ htmlInput: { maxLength: AUCTION_NAME_MAX } }}
            />
            <TextInput source={source('text')} label={label('text')} multiline fullWidth />
          </>
        )}
      </LocalizedTabs>
      <ImageUploadInput source="cover" />
      <NumberInput source="order" min={0} step={1} />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

/** 경매관: route /console/auction/halls, API /api/console/auction/halls, scope auction. */
export const auctionHalls = {
  name: consoleResource('auctionHalls').name,
  list: HallList,
  create: () => (
    <Create
      transform={hallTransform}
      redirect="list"
      record={{ order: 0, shows: true }}
      mutationMode="pessimistic"
    >
      <HallForm />
    </Create>
  ),
  edit: () => (
    <Edit transform={hallTransform} redirect="list" mutationMode="pessimistic">
      <HallForm edit />
    </Edit>
  ),
  icon: AccountBalance,
  recordRepresentation: 'name',
} satisfies ResourceProps;

import Brush from '@mui/icons-material/Brush';
import { Create, DataTable, Edit, SimpleForm, TextInput, type ResourceProps } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { AUCTION_NAME_MAX, authorInputSchema } from '#domain/schemas/auction.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { ImageCell } from '../common/ImageCell.tsx';
import { imageForValidation, imageValue, ImageUploadInput } from '../common/ImageUploadInput.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { dateTimeCell } from '../format.ts';

// A plain resource's folder is this one file (docs/decisions/0014-admin-folder-shape.md): the works' authors.

type AuthorRow = { id: string; name: string; photo: string | null; updatedAt: string };

function AuthorList() {
  return (
    <ConsoleList
      filters={[<ImeSearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <DataTable<AuthorRow> bulkActionButtons={false}>
        <DataTable.Col
          source="photo"
          disableSort
          render={(r) => (r.photo ? <ImageCell src={r.photo} width={48} /> : null)}
        />
        <DataTable.Col source="name" />
        <DataTable.Col source="updatedAt" disableSort render={(r) => dateTimeCell(r.updatedAt)} />
      </DataTable>
    </ConsoleList>
  );
}

function authorTransform(values: Record<string, unknown>) {
  const photo = imageValue(values.photo);
  return {
    name: values.name ?? '',
    profile: values.profile ?? '',
    translations: values.translations ?? {},
    photo: photo === '' ? null : photo,
  };
}

const toInput = (values: Record<string, unknown>) => {
  const body = authorTransform(values);
  return { ...body, photo: body.photo === null ? null : imageForValidation(values.photo) };
};

function AuthorForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(authorInputSchema, toInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <LocalizedTabs fields={['name', 'profile']}>
        {(source, _locale, label) => (
          <>
            <TextInput
              source={source('name')}
              label={label('name')}
              slotProps={{ htmlInput: { maxLength: AUCTION_NAME_MAX } }}
            />
            <TextInput source={source('profile')} label={label('profile')} multiline fullWidth />
          </>
        )}
      </LocalizedTabs>
      <ImageUploadInput source="photo" />
    </SimpleForm>
  );
}

/** 작가: route /console/auction/authors, API /api/console/auction/authors, scope auction. */
export const auctionAuthors = {
  name: consoleResource('auctionAuthors').name,
  list: AuthorList,
  create: () => (
    <Create transform={authorTransform} redirect="list" mutationMode="pessimistic">
      <AuthorForm />
    </Create>
  ),
  edit: () => (
    <Edit transform={authorTransform} redirect="list" mutationMode="pessimistic">
      <AuthorForm edit />
    </Edit>
  ),
  icon: Brush,
  recordRepresentation: 'name',
} satisfies ResourceProps;

import Category from '@mui/icons-material/Category';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SimpleForm,
  TextInput,
  type ResourceProps,
} from 'react-admin';
import {
  SHOP_NAME_MAX,
  shopCategoryInputSchema,
  type ConsoleShopCategory,
} from '#domain/schemas/shopCatalogue.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';

// A plain resource's folder is this one file (docs/decisions/0014-admin-folder-shape.md).

const filters = [<ImeSearchInput key="q" source="q" alwaysOn />];

type CategoryRow = ConsoleShopCategory & { id: string };

function CategoryList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<CategoryRow>>
        <DataTable.Col source="name" />
        <DataTable.Col source="parentId" disableSort>
          <ReferenceField source="parentId" reference="shop/categories" link={false} emptyText="—" />
        </DataTable.Col>
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
      </DataTable>
    </ConsoleList>
  );
}

/** The form's values as ShopCategoryInput (domain/schemas/shopCatalogue.ts), the API's body too. */
function toCategoryInput(values: Record<string, unknown>) {
  return {
    name: values.name ?? '',
    translations: values.translations ?? {},
    parentId: values.parentId || null,
    order: typeof values.order === 'number' ? values.order : 0,
    shows: values.shows ?? true,
  };
}

function CategoryForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(shopCategoryInputSchema, toCategoryInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 720 }}>
      <LocalizedTabs fields={['name']}>
        {(source, _locale, label) => (
          <TextInput
            source={source('name')}
            label={label('name')}
            slotProps={{ htmlInput: { maxLength: SHOP_NAME_MAX } }}
          />
        )}
      </LocalizedTabs>
      <ReferenceInput
        source="parentId"
        reference="shop/categories"
        perPage={100}
        sort={{ field: 'order', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" helperText="resources.shop/categories.parentHint" />
      </ReferenceInput>
      <NumberInput source="order" min={0} step={1} />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

function CategoryCreate() {
  return (
    <Create
      transform={toCategoryInput}
      redirect="list"
      record={{ name: '', order: 0, shows: true }}
      mutationMode="pessimistic"
    >
      <CategoryForm />
    </Create>
  );
}

function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toCategoryInput} redirect="list">
      <CategoryForm edit />
    </Edit>
  );
}

/** 상품 분류: route /console/shop/categories, API /api/console/shop/categories, scope shop. */
export const shopCategories = {
  name: 'shop/categories',
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: Category,
  recordRepresentation: 'name',
} satisfies ResourceProps;

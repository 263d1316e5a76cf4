import Storefront from '@mui/icons-material/Storefront';
import { Stack } from '@mui/material';
import { ArrayInput, AutocompleteInput, Create, DataTable, Edit, ImageInput } from 'react-admin';
import { NumberInput, ReferenceInput, SelectInput, SimpleForm, SimpleFormIterator } from 'react-admin';
import { TextInput, useRecordContext, type ResourceProps } from 'react-admin';
import { SHOP_DESCRIPTION_MAX, SHOP_NAME_MAX } from '#domain/schemas/shopCatalogue.ts';
import { SHOP_PRODUCT_STATUSES, shopProductInputSchema } from '#domain/schemas/shopCatalogue.ts';
import { type ConsoleShopProduct } from '#domain/schemas/shopCatalogue.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { ImageCell } from '../common/ImageCell.tsx';
import { IMAGE_ACCEPT, imageForValidation, imageValue } from '../common/ImageUploadInput.tsx';
import { ImageUploadInput } from '../common/ImageUploadInput.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { dateTimeCell } from '../format.ts';
import { formatNumber } from '#domain/format.ts';

// A plain resource's folder is this one file (docs/decisions/0014-admin-folder-shape.md): the product with
// its options and their stock in one form, saved in one call.

const STATUS_CHOICES = SHOP_PRODUCT_STATUSES.map((id) => ({
  id,
  name: `resources.shop/products.fields.status.${id}`,
}));

const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="categoryId" source="categoryId" reference="shop/categories" perPage={100}>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

type ProductRow = ConsoleShopProduct & { id: string };

function ProductList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <DataTable<ProductRow>>
        <DataTable.Col
          source="thumb"
          disableSort
          render={(r) => (r.thumb ? <ImageCell src={r.thumb} width={48} /> : null)}
        />
        <DataTable.Col source="name" />
        <DataTable.Col source="maker" disableSort />
        <DataTable.Col source="price" render={(r) => formatNumber(r.salePrice ?? r.price)} />
        <DataTable.Col source="status" disableSort render={(r) => r.status} />
        <DataTable.Col
          source="stock"
          disableSort
          render={(r) => r.options.reduce((sum: number, o: { stock: number }) => sum + o.stock, 0)}
        />
        <DataTable.NumberCol source="sold" />
        <DataTable.Col source="updatedAt" render={(r) => dateTimeCell(r.updatedAt)} />
      </DataTable>
    </ConsoleList>
  );
}

const number = (value: unknown, fallback: number | null) => (typeof value === 'number' ? value : fallback);
const imagesValue = (value: unknown) => (Array.isArray(value) ? value.map(imageValue) : []);

/** What create/update send: ShopProductInput with picked images (uploaded by the dataProvider) or kept ones. */
function productTransform(values: Record<string, unknown>) {
  const thumb = imageValue(values.thumb);
  return {
    categoryId: values.categoryId ?? '',
    name: values.name ?? '',
    description: values.description ?? '',
    translations: values.translations ?? {},
    maker: values.maker ?? '',
    price: number(values.price, 0),
    salePrice: number(values.salePrice, null),
    shippingFee: number(values.shippingFee, 0),
    freeShippingOver: number(values.freeShippingOver, null),
    status: values.status ?? 'ON_SALE',
    thumb: thumb === '' ? null : thumb,
    images: imagesValue(values.images),
    options: Array.isArray(values.options) ? values.options : [],
    order: number(values.order, 0),
  };
}

const toProductInput = (values: Record<string, unknown>) => {
  const body = productTransform(values);
  return {
    ...body,
    thumb: body.thumb === null ? null : imageForValidation(values.thumb),
    images: (Array.isArray(values.images) ? values.images : []).map(imageForValidation),
  };
};

const toPreview = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? { src: v } : v)) : value;

function ProductForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(shopProductInputSchema, toProductInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <ReferenceInput
        source="categoryId"
        reference="shop/categories"
        perPage={100}
        sort={{ field: 'order', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <LocalizedTabs fields={['name', 'description', 'maker']}>
        {(source, _locale, label) => (
          <>
            <TextInput
              source={source('name')}
              label={label('name')}
              slotProps={{ htmlInput: { maxLength: SHOP_NAME_MAX } }}
            />
            <TextInput
              source={source('description')}
              label={label('description')}
              multiline
              fullWidth
              slotProps={{ htmlInput: { maxLength: SHOP_DESCRIPTION_MAX } }}
            />
            <TextInput
              source={source('maker')}
              label={label('maker')}
              slotProps={{ htmlInput: { maxLength: SHOP_NAME_MAX } }}
            />
          </>
        )}
      </LocalizedTabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="price" min={0} step={100} />
        <NumberInput source="salePrice" min={0} step={100} />
        <NumberInput source="shippingFee" min={0} step={500} />
        <NumberInput source="freeShippingOver" min={0} step={1000} />
      </Stack>
      <SelectInput source="status" choices={STATUS_CHOICES} />
      <ImageUploadInput source="thumb" />
      <ImageInput source="images" multiple accept={IMAGE_ACCEPT} format={toPreview}>
        <ImageCellField />
      </ImageInput>
      <ArrayInput source="options">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" slotProps={{ htmlInput: { maxLength: SHOP_NAME_MAX } }} />
          <TextInput source="translations.en.name" label="resources.shop/products.fields.optionEn" />
          <TextInput source="translations.cn.name" label="resources.shop/products.fields.optionCn" />
          <NumberInput source="extraPrice" min={0} step={100} />
          <NumberInput source="stock" min={0} step={1} />
        </SimpleFormIterator>
      </ArrayInput>
      <NumberInput source="order" min={0} step={1} />
    </SimpleForm>
  );
}

/** One picked or kept image of the gallery input. */
function ImageCellField() {
  const record = useRecordContext<{ src?: string }>();
  return record?.src ? <ImageCell src={record.src} width={96} /> : null;
}

function ProductCreate() {
  return (
    <Create
      transform={productTransform}
      redirect="list"
      record={{
        status: 'ON_SALE',
        price: 0,
        shippingFee: 3000,
        options: [{ name: '기본', extraPrice: 0, stock: 0 }],
        order: 0,
      }}
      mutationMode="pessimistic"
    >
      <ProductForm />
    </Create>
  );
}

function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={productTransform} redirect="list">
      <ProductForm edit />
    </Edit>
  );
}

/** 상품: route /console/shop/products, API /api/console/shop/products, scope shop. */
export const shopProducts = {
  name: 'shop/products',
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: Storefront,
  recordRepresentation: 'name',
} satisfies ResourceProps;

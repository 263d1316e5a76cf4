import MilitaryTech from '@mui/icons-material/MilitaryTech';
import {
  AutocompleteArrayInput,
  DataTable,
  NumberInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  type ResourceProps,
} from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { levelInputSchema, type ConsoleLevel } from '#domain/schemas/loyalty.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { formPages } from '../common/formPages.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { formatNumber } from '#domain/format.ts';

// Member levels (docs/decisions/0041-loyalty-points-coupons-levels.md): a plain resource in one file
// (docs/decisions/0014-admin-folder-shape.md § A plain resource in one file).

const row = consoleResource('shopLevels');
type LevelRow = ConsoleLevel & { id: string };

/** `q` searches the Korean name. */
const filters = [<ImeSearchInput key="q" source="q" alwaysOn />];

function LevelList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'threshold', order: 'ASC' }}>
      <DataTable<LevelRow> bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="threshold" render={(r) => formatNumber(r.threshold)} />
        <DataTable.Col source="pointRate" disableSort render={(r) => `${r.pointRate}%`} />
        <DataTable.Col source="discountRate" disableSort render={(r) => `${r.discountRate}%`} />
        <DataTable.Col source="couponIds" disableSort render={(r) => r.couponIds.length} />
      </DataTable>
    </ConsoleList>
  );
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
function toLevelInput(values: Record<string, unknown>) {
  return {
    name: values.name ?? '',
    translations: values.translations ?? {},
    threshold: num(values.threshold),
    pointRate: num(values.pointRate),
    discountRate: num(values.discountRate),
    couponIds: values.couponIds ?? [],
  };
}

function LevelForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(levelInputSchema, toLevelInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <LocalizedTabs fields={['name']}>
        {(source, _locale, label) => <TextInput source={source('name')} label={label('name')} />}
      </LocalizedTabs>
      <NumberInput source="threshold" min={0} step={10000} />
      <NumberInput source="pointRate" min={0} max={100} step={1} />
      <NumberInput source="discountRate" min={0} max={100} step={1} />
      <ReferenceArrayInput source="couponIds" reference="shop/coupons" perPage={200}>
        <AutocompleteArrayInput optionText="name" />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}

/** 회원 등급: route /console/levels, API /api/console/levels (the specification's path), scope shop. */
export const shopLevels = {
  name: row.name,
  list: LevelList,
  ...formPages({
    form: LevelForm,
    transform: toLevelInput,
    empty: { name: '', threshold: 0, pointRate: 1, discountRate: 0, couponIds: [] },
  }),
  icon: MilitaryTech,
  recordRepresentation: 'name',
} satisfies ResourceProps;

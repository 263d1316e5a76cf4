import { useState, type FormEvent } from 'react';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Send from '@mui/icons-material/Send';
import { MenuItem, TextField } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanField,
  BooleanInput,
  Button,
  DataTable,
  FormDataConsumer,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  type ResourceProps,
} from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { COUPON_ISSUES, COUPON_KINDS, COUPON_SCOPES } from '#domain/loyalty/rules.ts';
import { couponInputSchema, type ConsoleCoupon } from '#domain/schemas/loyalty.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { FormDialog } from '../common/FormDialog.tsx';
import { formPages } from '../common/formPages.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { SeoulDateTimeInput } from '../common/SeoulDateTimeInput.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { dateTimeCell } from '../format.ts';
import { client } from '../session.ts';
import { formatNumber } from '#domain/format.ts';

// Coupons (docs/decisions/0041-loyalty-points-coupons-levels.md): a plain resource's one file, plus the
// button that issues a coupon to a level or to the members a search finds, and its usage.

const row = consoleResource('shopCoupons');
const R = `resources.${row.name}`;
type CouponRow = ConsoleCoupon & { id: string };
const choices = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `${R}.${group}.${id}` }));

/** `q` searches the Korean name and the code. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="scope" source="scope" choices={choices(COUPON_SCOPES, 'scopes')} />,
  <SelectInput key="issue" source="issue" choices={choices(COUPON_ISSUES, 'issues')} />,
  <NullableBooleanInput key="active" source="active" />,
];

/** Issues the coupon to a level's members or to those a search finds; says what was issued and skipped. */
function IssueButton() {
  const record = useRecordContext<CouponRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const levels = useGetList<{ id: string; name: string }>('levels', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'threshold', order: 'ASC' },
  });
  const [open, setOpen] = useState(false);
  const [levelId, setLevelId] = useState('');
  const [q, setQ] = useState('');
  const [sending, setSending] = useState(false);
  const [usage, setUsage] = useState<{
    issued: number;
    used: number;
    expired: number;
    discount: number;
  } | null>(null);
  if (!record) return null;
  const show = async () => {
    setOpen(true);
    const res = await client.get<typeof usage>(`/api/console/${row.api}/${record.id}/usage`);
    if (res.ok) setUsage(res.data);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const body = levelId ? { levelId } : { q };
      const res = await client.post<{ issued: number; skipped: number }>(
        `/api/console/${row.api}/${record.id}/issue`,
        body,
      );
      if (res.ok) {
        notify(translate(`${R}.issuedCount`, res.data), { type: 'success' });
        setOpen(false);
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button label={`${R}.issue`} onClick={(e) => (e.stopPropagation(), void show())}>
        <Send />
      </Button>
      <FormDialog
        id={`issue-coupon-${record.id}`}
        open={open}
        onClose={() => setOpen(false)}
        title={`${R}.issueTitle`}
        intro={`${R}.issueIntro`}
        submitLabel={`${R}.issue`}
        submitting={sending}
        onSubmit={(e) => void submit(e)}
        maxWidth="sm"
      >
        {usage && <p>{translate(`${R}.usage`, { ...usage, discount: formatNumber(usage.discount) })}</p>}
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate(`${R}.fields.levelId`)}
          value={levelId}
          onChange={(e) => setLevelId(e.target.value)}
        >
          <MenuItem value="">—</MenuItem>
          {(levels.data ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          margin="dense"
          disabled={levelId !== ''}
          label={translate(`${R}.fields.members`)}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </FormDialog>
    </>
  );
}

function CouponList() {
  const translate = useTranslate();
  return (
    <ConsoleList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable<CouponRow> bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col
          source="value"
          disableSort
          render={(r) => (r.kind === 'PERCENT' ? `${r.value}%` : `${formatNumber(r.value)}`)}
        />
        <DataTable.Col source="scope" disableSort render={(r) => translate(`${R}.scopes.${r.scope}`)} />
        <DataTable.Col source="issue" disableSort render={(r) => translate(`${R}.issues.${r.issue}`)} />
        <DataTable.Col source="code" disableSort />
        <DataTable.Col source="issued" />
        <DataTable.Col source="active" field={BooleanField} disableSort />
        <DataTable.Col source="validFrom" render={(r) => dateTimeCell(r.validFrom)} />
        <DataTable.Col source="issueTo" disableSort label=" " render={() => <IssueButton />} />
      </DataTable>
    </ConsoleList>
  );
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** The form's values as CouponInput (domain/schemas/loyalty.ts). */
function toCouponInput(values: Record<string, unknown>) {
  return {
    name: values.name ?? '',
    translations: values.translations ?? {},
    kind: values.kind,
    value: num(values.value) ?? 0,
    maxDiscount: num(values.maxDiscount),
    minOrder: num(values.minOrder) ?? 0,
    scope: values.scope,
    productIds: values.productIds ?? [],
    categoryIds: values.categoryIds ?? [],
    issue: values.issue,
    code: values.code || null,
    validFrom: values.validFrom,
    validUntil: values.validUntil || null,
    validDays: num(values.validDays),
    totalLimit: num(values.totalLimit),
    perMemberLimit: num(values.perMemberLimit) ?? 1,
    active: values.active ?? true,
  };
}

function CouponForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(couponInputSchema, toCouponInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <LocalizedTabs fields={['name']}>
        {(source, _locale, label) => <TextInput source={source('name')} label={label('name')} fullWidth />}
      </LocalizedTabs>
      <SelectInput source="kind" choices={choices(COUPON_KINDS, 'kinds')} />
      <NumberInput source="value" min={1} step={1} />
      <NumberInput source="maxDiscount" min={0} step={100} />
      <NumberInput source="minOrder" min={0} step={1000} />
      <SelectInput source="scope" choices={choices(COUPON_SCOPES, 'scopes')} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.scope === 'PRODUCT' && (
            <>
              <ReferenceArrayInput source="productIds" reference="shop/products" perPage={200}>
                <AutocompleteArrayInput optionText="name" />
              </ReferenceArrayInput>
              <ReferenceArrayInput source="categoryIds" reference="shop/categories" perPage={200}>
                <AutocompleteArrayInput optionText="name" />
              </ReferenceArrayInput>
            </>
          )
        }
      </FormDataConsumer>
      <SelectInput source="issue" choices={choices(COUPON_ISSUES, 'issues')} />
      <TextInput source="code" />
      <SeoulDateTimeInput source="validFrom" />
      <SeoulDateTimeInput source="validUntil" />
      <NumberInput source="validDays" min={1} step={1} />
      <NumberInput source="totalLimit" min={1} step={1} />
      <NumberInput source="perMemberLimit" min={1} step={1} />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}

/** 쿠폰: route /console/shop/coupons, API /api/console/shop/coupons, scope shop. */
export const shopCoupons = {
  name: row.name,
  list: CouponList,
  ...formPages({
    form: CouponForm,
    transform: toCouponInput,
    empty: {
      name: '',
      kind: 'FIXED',
      scope: 'ORDER',
      issue: 'DOWNLOAD',
      minOrder: 0,
      perMemberLimit: 1,
      validDays: 30,
      validFrom: new Date().toISOString(),
      active: true,
    },
  }),
  icon: LocalOffer,
  recordRepresentation: 'name',
} satisfies ResourceProps;

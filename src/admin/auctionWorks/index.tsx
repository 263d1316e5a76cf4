import Palette from '@mui/icons-material/Palette';
import { Stack } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  Create,
  DataTable,
  Edit,
  ImageInput,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type ResourceProps,
} from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { AUCTION_NAME_MAX, workInputSchema, type consoleWorkSchema } from '#domain/schemas/auction.ts';
import type { z } from 'zod';
import { useConsoleAction } from '../common/useConsoleAction.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { CatalogueImportButton } from './CatalogueImportButton.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { ImageCell } from '../common/ImageCell.tsx';
import { IMAGE_ACCEPT, imageForValidation, imageValue } from '../common/ImageUploadInput.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { GatewayCancels } from '../common/GatewayCancels.tsx';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { dateTimeCell } from '../format.ts';
import { client } from '../session.ts';
import { formatNumber } from '#domain/format.ts';

// A plain resource's folder is this one file (docs/decisions/0014-admin-folder-shape.md): the lots. The
// list's export is the results sheet (no bidder's maximum: the console never receives one).

type WorkRow = z.infer<typeof consoleWorkSchema> & { id: string };
const row = consoleResource('auctionWorks');

const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="programId" source="programId" reference="auction/programs" perPage={100} alwaysOn>
    <AutocompleteInput optionText="title" />
  </ReferenceInput>,
];

function WorkList() {
  return (
    <ConsoleList
      filters={filters}
      sort={{ field: 'lotNumber', order: 'ASC' }}
      toolbar={<CatalogueImportButton />}
    >
      <DataTable<WorkRow> bulkActionButtons={false}>
        <DataTable.Col source="lotNumber" />
        <DataTable.Col
          source="images"
          disableSort
          render={(r) => (r.images[0] ? <ImageCell src={r.images[0]} width={48} /> : null)}
        />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="startPrice" disableSort render={(r) => formatNumber(r.startPrice)} />
        <DataTable.Col source="price" render={(r) => formatNumber(r.hammer ?? r.live.price)} />
        <DataTable.Col source="bidCount" disableSort render={(r) => r.live.bidCount} />
        <DataTable.Col source="result" disableSort render={(r) => r.result ?? r.live.state} />
        <DataTable.Col source="closesAt" render={(r) => dateTimeCell(r.live.closesAt)} />
        <DataTable.Col source="invoice" disableSort render={() => <InvoiceCell />} />
      </DataTable>
    </ConsoleList>
  );
}

/**
 * The buyer's payment (docs/decisions/0036-auction-invoice-payment.md): paddle and state; an invoice unpaid
 * past its due date can be offered to the underbidder (the server lapses it and replays the other bids).
 */
function InvoiceCell() {
  const record = useRecordContext<WorkRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy: sending, run } = useConsoleAction();
  const invoice = record?.invoice;
  if (!record) return null;
  // money of a lot's payment not yet given back, lapsed invoices' too (it may outlive the invoice shown)
  const owed = (
    <GatewayCancels cancels={record.gatewayCancels} api={`/api/console/${row.api}/${record.id}`} />
  );
  if (!invoice) return owed;
  const { overdue } = invoice;
  const offer = async () => {
    await run(async () => {
      const res = await client.post<{ paddle?: number; message?: string }>(
        `/api/console/${row.api}/${record.id}/offer`,
      );
      if (!res.ok) notify(res.data.message ?? 'ra.notification.http_error', { type: 'error' });
      else {
        notify(`resources.${row.name}.offered`, {
          type: 'success',
          messageArgs: { paddle: res.data.paddle },
        });
        refresh();
      }
    });
  };
  const state = translate(`resources.${row.name}.invoices.${overdue ? 'overdue' : invoice.status}`);
  const offered = invoice.offer ? ` · ${translate(`resources.${row.name}.invoices.offer`)}` : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{`${invoice.paddle} · ${state}${offered}`}</span>
      {owed}
      {overdue && (
        <Button
          label={`resources.${row.name}.offer`}
          disabled={sending}
          onClick={(e) => (e.stopPropagation(), void offer())}
        />
      )}
    </Stack>
  );
}

const number = (value: unknown, fallback: number | null) => (typeof value === 'number' ? value : fallback);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What create/update send: WorkInput with picked images (uploaded by the dataProvider) or kept ones. */
function workTransform(values: Record<string, unknown>) {
  return {
    programId: text(values.programId),
    authorId: text(values.authorId),
    lotNumber: number(values.lotNumber, 0),
    title: text(values.title),
    year: text(values.year),
    material: text(values.material),
    size: text(values.size),
    edition: text(values.edition),
    conditionReport: text(values.conditionReport),
    translations: values.translations ?? {},
    images: Array.isArray(values.images) ? values.images.map(imageValue) : [],
    files: Array.isArray(values.files) ? values.files : [],
    estimateLow: number(values.estimateLow, 0),
    estimateHigh: number(values.estimateHigh, 0),
    startPrice: number(values.startPrice, 0),
    reserve: number(values.reserve, null),
  };
}

const toInput = (values: Record<string, unknown>) => ({
  ...workTransform(values),
  images: (Array.isArray(values.images) ? values.images : []).map(imageForValidation),
});
const toPreview = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? { src: v } : v)) : value;

function PreviewCell() {
  const record = useRecordContext<{ src?: string }>();
  return record?.src ? <ImageCell src={record.src} width={96} /> : null;
}

function WorkForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(workInputSchema, toInput);
  const short = { htmlInput: { maxLength: AUCTION_NAME_MAX } };
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <ReferenceInput source="programId" reference="auction/programs" perPage={100}>
          <AutocompleteInput optionText="title" sx={{ minWidth: 280 }} />
        </ReferenceInput>
        <ReferenceInput source="authorId" reference="auction/authors" perPage={200}>
          <AutocompleteInput optionText="name" sx={{ minWidth: 220 }} />
        </ReferenceInput>
        <NumberInput source="lotNumber" min={1} step={1} />
      </Stack>
      <LocalizedTabs fields={['title', 'material', 'conditionReport']}>
        {(source, _locale, label) => (
          <>
            <TextInput source={source('title')} label={label('title')} slotProps={short} />
            <TextInput source={source('material')} label={label('material')} slotProps={short} />
            <TextInput
              source={source('conditionReport')}
              label={label('conditionReport')}
              multiline
              fullWidth
            />
          </>
        )}
      </LocalizedTabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="year" slotProps={short} />
        <TextInput source="size" slotProps={short} />
        <TextInput source="edition" slotProps={short} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="estimateLow" min={0} step={10000} />
        <NumberInput source="estimateHigh" min={0} step={10000} />
        <NumberInput source="startPrice" min={1} step={10000} />
        <NumberInput source="reserve" min={0} step={10000} />
      </Stack>
      <ImageInput source="images" multiple accept={IMAGE_ACCEPT} format={toPreview}>
        <PreviewCell />
      </ImageInput>
    </SimpleForm>
  );
}

/** 출품작(랏): route /console/auction/works, API /api/console/auction/works, scope auction. */
export const auctionWorks = {
  name: row.name,
  list: WorkList,
  create: () => (
    <Create transform={workTransform} redirect="list" mutationMode="pessimistic">
      <WorkForm />
    </Create>
  ),
  edit: () => (
    <Edit transform={workTransform} redirect="list" mutationMode="pessimistic">
      <WorkForm edit />
    </Edit>
  ),
  icon: Palette,
  recordRepresentation: 'title',
} satisfies ResourceProps;

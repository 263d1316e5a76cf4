import { useState, type FormEvent } from 'react';
import ListAlt from '@mui/icons-material/ListAlt';
import Block from '@mui/icons-material/Block';
import {
  AutocompleteInput,
  Button,
  DataTable,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  type ResourceProps,
} from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { localizeText } from '#domain/messages/index.ts';
import { cancelBidInputSchema, type ConsoleBid } from '#domain/schemas/auction.ts';
import { useConsoleAction } from '../common/useConsoleAction.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { FormDialog } from '../common/FormDialog.tsx';
import { ReasonField } from '../common/ReasonField.tsx';
import { isLocale } from '../i18n.ts';
import { dateTimeCell } from '../format.ts';
import { client } from '../session.ts';
import { formatNumber } from '#domain/format.ts';

// The bid log (docs/decisions/0034-auction-console.md): paddles and the price each bid left, never a maximum;
// a bid is cancelled with a reason and the lot is recomputed from the remaining bids on the server.

type BidRow = ConsoleBid & { id: string };
const row = consoleResource('auctionBids');

const filters = [
  <ReferenceInput key="programId" source="programId" reference="auction/programs" perPage={100} alwaysOn>
    <AutocompleteInput optionText="title" />
  </ReferenceInput>,
  <ReferenceInput key="workId" source="workId" reference="auction/works" perPage={200}>
    <AutocompleteInput
      optionText={(w: { lotNumber: number; title: string }) => `${w.lotNumber}. ${w.title}`}
    />
  </ReferenceInput>,
  <NumberInput key="paddle" source="paddle" min={0} />,
  <NullableBooleanInput key="cancelled" source="cancelled" />,
];

function CancelButton() {
  const record = useRecordContext<BidRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy: sending, run } = useConsoleAction();
  if (!record || record.cancelledAt) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelBidInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(localizeText(parsed.error.issues[0]?.message ?? '', isLocale(locale) ? locale : 'ko'));
      return;
    }
    await run(async () => {
      const res = await client.post<{ message?: string }>(
        `/api/console/${row.api}/${record.id}/cancel`,
        parsed.data,
      );
      if (!res.ok) {
        setError(res.data.message ?? null);
        return;
      }
      setOpen(false);
      notify(`resources.${row.name}.cancelled`, { type: 'success' });
      refresh();
    });
  };
  return (
    <>
      <Button label={`resources.${row.name}.cancel`} onClick={(e) => (e.stopPropagation(), setOpen(true))}>
        <Block />
      </Button>
      <FormDialog
        id={`cancel-bid-${record.id}`}
        open={open}
        onClose={() => setOpen(false)}
        title={`resources.${row.name}.cancelTitle`}
        intro={`resources.${row.name}.cancelIntro`}
        submitLabel={`resources.${row.name}.cancel`}
        submitting={sending}
        onSubmit={(e) => void submit(e)}
        maxWidth="sm"
      >
        <ReasonField
          label={`${record.lotNumber}. ${record.workTitle} — #${record.seq} (${record.paddle})`}
          value={reason}
          error={error}
          onChange={(v) => (setReason(v), setError(null))}
          multiline
        />
      </FormDialog>
    </>
  );
}

function BidList() {
  return (
    <ConsoleList filters={filters} create={false} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable<BidRow> bulkActionButtons={false}>
        <DataTable.Col source="lotNumber" disableSort />
        <DataTable.Col source="workTitle" disableSort />
        <DataTable.Col source="seq" />
        <DataTable.Col source="paddle" disableSort />
        <DataTable.Col source="price" render={(r) => formatNumber(r.price)} />
        <DataTable.Col
          source="leading"
          disableSort
          render={(r) => (r.leading && !r.cancelledAt ? '✓' : '')}
        />
        <DataTable.Col source="createdAt" render={(r) => dateTimeCell(r.createdAt)} />
        <DataTable.Col
          source="cancelReason"
          disableSort
          render={(r) => (r.cancelledAt ? `${dateTimeCell(r.cancelledAt)} ${r.cancelReason ?? ''}` : '')}
        />
        <DataTable.Col source="cancel" disableSort label=" " render={() => <CancelButton />} />
      </DataTable>
    </ConsoleList>
  );
}

/** 응찰 기록: route /console/auction/bids, API /api/console/auction/bids, scope auction. */
export const auctionBids = {
  name: row.name,
  list: BidList,
  icon: ListAlt,
} satisfies ResourceProps;

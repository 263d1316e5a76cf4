import { useState, type FormEvent } from 'react';
import Add from '@mui/icons-material/Add';
import { Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import {
  Button,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { localizeText } from '#domain/messages/index.ts';
import { pointAdjustInputSchema } from '#domain/schemas/loyalty.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { ReasonField } from '../common/ReasonField.tsx';
import { dateTimeCell } from '../format.ts';
import { isLocale } from '../i18n.ts';
import { client } from '../session.ts';
import { R, row, type WalletRow } from './PointList.tsx';
import { formatNumber } from '#domain/format.ts';

interface Entry {
  _id: string;
  kind: string;
  amount: number;
  remaining: number | null;
  expiresAt: string | null;
  reason: string;
  actor: string;
  createdAt: string;
}

/** A manager grants (positive) or deducts (negative) points, with a reason. */
function AdjustButton() {
  const record = useRecordContext<WalletRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = pointAdjustInputSchema.safeParse({ amount: Number(amount), reason });
    if (!parsed.success) {
      setError(localizeText(parsed.error.issues[0]?.message ?? '', isLocale(locale) ? locale : 'ko'));
      return;
    }
    setSending(true);
    try {
      const res = await client.post<{ message?: string }>(
        `/api/console/${row.api}/${record.id}/adjust`,
        parsed.data,
      );
      if (!res.ok) return setError(res.data.message ?? null);
      setOpen(false);
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      refresh();
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button label={`${R}.adjust`} onClick={() => setOpen(true)}>
        <Add />
      </Button>
      <FormDialog
        id="adjust-points"
        open={open}
        onClose={() => setOpen(false)}
        title={`${R}.adjust`}
        intro={`${R}.adjustIntro`}
        submitLabel={`${R}.adjust`}
        submitting={sending}
        onSubmit={(e) => void submit(e)}
        maxWidth="sm"
      >
        <TextField
          type="number"
          fullWidth
          margin="dense"
          label={translate(`${R}.fields.amount`)}
          value={amount}
          onChange={(e) => (setAmount(e.target.value), setError(null))}
        />
        <ReasonField
          label={record.username}
          value={reason}
          error={error}
          onChange={(v) => (setReason(v), setError(null))}
        />
      </FormDialog>
    </>
  );
}

function Ledger() {
  const record = useRecordContext<WalletRow & { entries: Entry[] }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Typography variant="h6">
        {translate(`${R}.fields.balance`)} {formatNumber(record.balance)}
      </Typography>
      <Table size="small" aria-label={translate(`${R}.ledger`)}>
        <TableHead>
          <TableRow>
            {['createdAt', 'kind', 'amount', 'remaining', 'expiresAt', 'reason'].map((f) => (
              <TableCell key={f}>{translate(`${R}.fields.${f}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {record.entries.map((e) => (
            <TableRow key={e._id}>
              <TableCell>{dateTimeCell(e.createdAt)}</TableCell>
              <TableCell>{translate(`${R}.kinds.${e.kind}`)}</TableCell>
              <TableCell align="right">{formatNumber(e.amount)}</TableCell>
              <TableCell align="right">{e.remaining === null ? '' : formatNumber(e.remaining)}</TableCell>
              <TableCell>{e.expiresAt ? dateTimeCell(e.expiresAt) : ''}</TableCell>
              <TableCell>
                {[e.reason, e.actor.startsWith('manager:') ? e.actor : ''].filter(Boolean).join(' · ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** One member's points ledger, newest first, with the grant/deduct button. */
export default function PointShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <AdjustButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Ledger />
      </SimpleShowLayout>
    </Show>
  );
}

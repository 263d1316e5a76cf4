import { Alert, Box, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Button, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { parseLocale } from '#domain/locale.ts';
import { localizeText } from '#domain/messages/index.ts';
import { gatewayCancelNoteSchema, type GatewayCancelAnswer } from '#domain/schemas/gatewayCancel.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { dateTimeCell } from '../format.ts';
import { DataTable } from './DataTable.tsx';
import { FormDialog } from './FormDialog.tsx';
import { ReasonField } from './ReasonField.tsx';
import { formatNumber } from '#domain/format.ts';

const T = 'console.gatewayCancels';
type Settle = 'retry' | 'returned';

/**
 * The gateway's cancels not yet made of an order's or an auction invoice's payment: money the buyer has not
 * got back, with its tries and the gateway's last error
 * (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md).
 * A refused one is settled here by the manager (docs/decisions/0050-refused-gateway-cancels-settled-by-managers.md):
 * tried again now, or recorded as returned another way, each with a note, at `${api}/gatewayCancels/:id/…`
 * (`api` the record's console address). Nothing shows when all went back.
 */
export function GatewayCancels({ cancels, api }: { cancels: readonly GatewayCancelAnswer[]; api: string }) {
  const translate = useTranslate();
  const [acting, setActing] = useState<{ cancel: GatewayCancelAnswer; settle: Settle } | null>(null);
  if (cancels.length === 0) return null;
  const refused = cancels.some((c) => c.state === 'REFUSED');
  return (
    <Alert
      severity={refused ? 'error' : 'warning'}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
      // in a list's row (the lots), a click here or in its dialog (a portal, but React bubbles) opens no record
      onClick={(e) => e.stopPropagation()}
    >
      <Typography variant="subtitle2" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      <DataTable
        rows={cancels}
        rowKey={(c) => c._id}
        columns={[
          { header: translate(`${T}.state`), value: (c) => translate(`${T}.${c.state}`) },
          {
            header: translate(`${T}.amount`),
            value: (c) => formatNumber(c.amount),
            numeric: true,
          },
          { header: translate(`${T}.attempts`), value: (c) => c.attempts, numeric: true },
          {
            header: translate(`${T}.dueAt`),
            value: (c) => (c.state === 'REFUSED' ? '' : dateTimeCell(c.dueAt)),
          },
          { header: translate(`${T}.lastError`), value: (c) => c.lastError },
          {
            header: translate(`${T}.settle`),
            value: (c) =>
              c.state === 'REFUSED' ? (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button label={`${T}.retry`} onClick={() => setActing({ cancel: c, settle: 'retry' })} />
                  <Button
                    label={`${T}.returned`}
                    onClick={() => setActing({ cancel: c, settle: 'returned' })}
                  />
                </Box>
              ) : (
                ''
              ),
          },
        ]}
      />
      {acting && <SettleDialog api={api} {...acting} onClose={() => setActing(null)} />}
    </Alert>
  );
}

/** The note the action needs (why it is tried again, or how the money went back), then the call. */
function SettleDialog({
  api,
  cancel,
  settle,
  onClose,
}: {
  api: string;
  cancel: GatewayCancelAnswer;
  settle: Settle;
  onClose(): void;
}) {
  const translate = useTranslate();
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [localeValue] = useLocaleState();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = gatewayCancelNoteSchema.safeParse({ note });
    if (!parsed.success) {
      return setError(localizeText(parsed.error.issues[0]!.message, parseLocale(localeValue)));
    }
    setBusy(true);
    try {
      await dp.send('POST', `${api}/gatewayCancels/${cancel._id}/${settle}`, parsed.data);
      notify(`${T}.${settle}Done`, { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      const body = (failure as { body?: { message?: string; errors?: Record<string, string> } }).body;
      notify(body?.errors?.note ?? body?.message ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      id="gateway-cancel-settle-title"
      open
      onClose={onClose}
      title={`${T}.${settle}`}
      intro={`${T}.${settle}Intro`}
      submitLabel={`${T}.${settle}`}
      submitting={busy}
      onSubmit={(e) => void submit(e)}
      maxWidth="sm"
    >
      <Typography sx={{ mb: 2 }}>
        {cancel.tid} · {translate(`${T}.amount`)} {formatNumber(cancel.amount)}
      </Typography>
      <ReasonField multiline label={translate(`${T}.note`)} value={note} error={error} onChange={setNote} />
    </FormDialog>
  );
}

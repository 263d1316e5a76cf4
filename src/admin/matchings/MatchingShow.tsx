import { useState } from 'react';
import Cancel from '@mui/icons-material/Cancel';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import {
  Button,
  Labeled,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { OFFER_ACTOR_LABELS, OFFER_STATUS_LABELS, OFFER_STEP_LABELS } from '#domain/matching/texts.ts';
import { seoulAndZone } from '#domain/matching/wallClock.ts';
import { MATCHING_MODE_LABELS } from '#domain/schemas/matchingSchedule.ts';
import { ApiError } from '../../api/client.ts';
import { ReasonField } from '../common/ReasonField.tsx';
import { dateTimeCell } from '../format.ts';
import { useLabel } from '../common/useLabel.ts';
import { client } from '../session.ts';
import type { MatchingRow } from './MatchingList.tsx';

/** A manager cancels an open or confirmed matching with a reason (both parties are e-mailed). */
function CancelButton() {
  const record = useRecordContext<MatchingRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!record || !['OFFERED', 'ACCEPTED', 'CONFIRMED'].includes(record.status)) return null;
  const send = async () => {
    try {
      const res = await client.put(`/api/console/matchings/${record.id}/schedules`, {
        action: 'cancel',
        reason,
      });
      if (!res.ok) return setError(res.data.errors?.reason ?? res.data.message);
      setOpen(false);
      notify('resources.matchings.cancelled', { type: 'success' });
      refresh();
    } catch (e) {
      if (e instanceof ApiError && e.status !== 403) setError(e.body.message);
    }
  };
  return (
    <>
      <Button label="resources.matchings.cancel" onClick={() => setOpen(true)}>
        <Cancel />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="matching-cancel">
        <DialogTitle id="matching-cancel">{translate('resources.matchings.cancelTitle')}</DialogTitle>
        <DialogContent>
          <ReasonField
            label={translate('resources.matchings.fields.reason')}
            value={reason}
            error={error}
            onChange={setReason}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setOpen(false)} />
          <Button
            label="resources.matchings.cancel"
            variant="contained"
            disabled={!reason.trim()}
            onClick={() => void send()}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}

function MatchingDetails() {
  const r = useRecordContext<MatchingRow>();
  const label = useLabel();
  const translate = useTranslate();
  if (!r) return null;
  const stepText = (action: string) => {
    const step = OFFER_STEP_LABELS[action];
    return step ? label(step) : action;
  };
  // the organiser reads each time as Seoul and as the buyer's own clock: a 02:00 Paris slot stands out
  const at = (value: string | null | undefined) =>
    value ? seoulAndZone(Date.parse(value), r.buyer.timeZone) : '';
  const slots = (list: MatchingRow['offeredSlots']) => list.map((s) => at(s.startAt)).join(', ');
  const rows: [string, string][] = [
    ['fair', r.fair.title],
    ['buyer', `${r.buyer.companyName} · ${r.buyer.name} · ${r.buyer.country ?? ''}`],
    ['seller', r.seller.companyName],
    ['mode', label(MATCHING_MODE_LABELS[r.mode])],
    ['status', label(OFFER_STATUS_LABELS[r.status])],
    ['offeredSlots', slots(r.offeredSlots)],
    ['acceptedSlots', slots(r.acceptedSlots)],
    ['confirmedSlot', at(r.confirmedSlot?.startAt)],
    ['expiresAt', at(r.expiresAt)],
    ['videoUrl', r.videoUrl ?? ''],
    ['message', r.message ?? ''],
    ['buyerNote', r.buyer.note],
    ['reason', r.reason ?? ''],
  ];
  return (
    <>
      {rows
        .filter(([, v]) => v)
        .map(([key, value]) => (
          <Labeled key={key} label={`resources.matchings.fields.${key}`}>
            <span>{value}</span>
          </Labeled>
        ))}
      <Labeled label="resources.matchings.fields.history">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.matchings.history.at')}</TableCell>
              <TableCell>{translate('resources.matchings.history.actor')}</TableCell>
              <TableCell>{translate('resources.matchings.history.action')}</TableCell>
              <TableCell>{translate('resources.matchings.history.status')}</TableCell>
              <TableCell>{translate('resources.matchings.history.detail')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {r.history.map((h, i) => (
              <TableRow key={`${h.at}-${i}`}>
                <TableCell>{dateTimeCell(h.at)}</TableCell>
                <TableCell>{label(OFFER_ACTOR_LABELS[h.actorRole])}</TableCell>
                <TableCell>{stepText(h.action)}</TableCell>
                <TableCell>
                  {h.from ? label(OFFER_STATUS_LABELS[h.from]) : '–'} → {label(OFFER_STATUS_LABELS[h.to])}
                </TableCell>
                <TableCell>
                  {[
                    // a reschedule's slots are the meeting's old and proposed times
                    h.slots
                      .map((key) => `${key.replace('T', ' ')} KST`)
                      .join(h.action.startsWith('reschedule') ? ' → ' : ', '),
                    h.reason,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Labeled>
    </>
  );
}

/** One matching with its slots and full history; a manager may cancel it. */
export function MatchingShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <CancelButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <MatchingDetails />
      </SimpleShowLayout>
    </Show>
  );
}

export default MatchingShow;

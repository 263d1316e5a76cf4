import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { fairSlotKeys, slotStart, type SlotGrid } from '#domain/matching/slots.ts';
import type { FloorMeetingAnswer, FloorParty } from '#domain/schemas/matchingDay.ts';
import { client, dayCall } from './dayApi.ts';

const F = 'resources.fairDay.floor';

/**
 * Members of one side found by username or company name, the first 50: buyers (PERSON), or sellers (COMPANY)
 * already approved — the only ones the server takes. Asked of the fair, not of the members list, which an
 * organiser without the `users` scope may not read.
 */
function useParties(fairId: string, type: 'PERSON' | 'COMPANY', q: string) {
  const [parties, setParties] = useState<FloorParty[]>([]);
  useEffect(() => {
    const query = new URLSearchParams({ type, q });
    let live = true;
    const url = `/api/console/fairs/${fairId}/meetings/parties?${query}`;
    void client.get<{ parties: FloorParty[] }>(url).then((res) => {
      if (live && res.ok) setParties(res.data.parties);
    });
    return () => {
      live = false;
    };
  }, [fairId, type, q]);
  return parties;
}

/**
 * Records a meeting held on the fair's floor without a booking (docs/decisions/0049-meetings-held-on-the-floor.md):
 * buyer, approved seller, a slot of the fair's grid that has begun, a note. The server's refusal (a slot not
 * begun, a party already busy then) is shown as it answers, in the console's language.
 */
export function FloorMeetingCard({ fairId, onRecorded }: { fairId: string; onRecorded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [grid, setGrid] = useState<SlotGrid | null>(null);
  const [buyerQ, setBuyerQ] = useState('');
  const [sellerQ, setSellerQ] = useState('');
  const [form, setForm] = useState({ buyer: '', seller: '', slot: '', note: '' });
  const [busy, setBusy] = useState(false);
  const buyers = useParties(fairId, 'PERSON', buyerQ);
  const sellers = useParties(fairId, 'COMPANY', sellerQ);
  useEffect(() => {
    void client.get<{ fair: SlotGrid }>(`/api/console/fairs/${fairId}`).then((res) => {
      if (res.ok) setGrid(res.data.fair);
    });
  }, [fairId]);
  // only slots that have begun can have been held; the latest first
  const [openedAt] = useState(() => Date.now());
  const slots = grid
    ? fairSlotKeys(grid)
        .filter((key) => slotStart(key).getTime() <= openedAt)
        .reverse()
    : [];
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });
  const label = (p: FloorParty) => `${p.companyName || p.username} (${p.username})`;

  const record = () => {
    setBusy(true);
    dayCall(() => client.post<FloorMeetingAnswer>(`/api/console/fairs/${fairId}/meetings`, form))
      .then(() => {
        notify(`${F}.recorded`, { type: 'info' });
        setForm({ buyer: '', seller: '', slot: '', note: '' });
        onRecorded();
      })
      .catch((e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }))
      .finally(() => setBusy(false));
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${F}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(`${F}.hint`)}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            size="small"
            label={translate(`${F}.findBuyer`)}
            value={buyerQ}
            onChange={(e) => setBuyerQ(e.target.value)}
          />
          <TextField
            select
            size="small"
            label={translate('resources.fairDay.buyer')}
            value={form.buyer}
            onChange={set('buyer')}
            sx={{ minWidth: 220 }}
          >
            {buyers.map((p) => (
              <MenuItem key={p._id} value={p._id}>
                {label(p)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate(`${F}.findSeller`)}
            value={sellerQ}
            onChange={(e) => setSellerQ(e.target.value)}
          />
          <TextField
            select
            size="small"
            label={translate('resources.fairDay.seller')}
            value={form.seller}
            onChange={set('seller')}
            sx={{ minWidth: 220 }}
          >
            {sellers.map((p) => (
              <MenuItem key={p._id} value={p._id}>
                {label(p)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('resources.fairDay.slot')}
            value={form.slot}
            onChange={set('slot')}
            sx={{ minWidth: 180 }}
          >
            {slots.map((key) => (
              <MenuItem key={key} value={key}>
                {key.replace('T', ' ')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate(`${F}.note`)}
            value={form.note}
            onChange={set('note')}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Button
            variant="contained"
            disabled={busy || !form.buyer || !form.seller || !form.slot}
            onClick={record}
          >
            {translate(`${F}.record`)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

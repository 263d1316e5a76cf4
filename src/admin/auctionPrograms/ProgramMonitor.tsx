import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Button,
  Link,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  EditButton,
  Show,
} from 'react-admin';
import type { ProgramMonitor as Monitor } from '#domain/schemas/auction.ts';
import { useConsoleAction } from '../common/useConsoleAction.ts';
import { dateTimeCell } from '../format.ts';
import { client } from '../session.ts';
import { formatNumber } from '#domain/format.ts';

/** The monitor reads again this often while open (the site's lots are live to the second as well). */
const REFRESH_MS = 3_000;
const won = (n: number | null) => (n === null ? '—' : formatNumber(n));

function useMonitor(id: string | undefined) {
  const [monitor, setMonitor] = useState<Monitor | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    if (!id) return;
    try {
      const res = await client.get<Monitor>(`/api/console/auction/programs/${id}/monitor`);
      setMonitor(res.ok ? res.data : null);
      setFailed(!res.ok);
    } catch {
      setFailed(true);
    }
  }, [id]);
  useEffect(() => {
    // the first read right away, then every few seconds (setState runs in the timers' callbacks)
    const first = window.setTimeout(() => void load(), 0);
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [load]);
  return { monitor, failed, load };
}

/** Closes every lot of the program whose time has passed (idempotent on the server). */
function SettleButton({ id, after }: { id: string; after(): void }) {
  const notify = useNotify();
  const { busy: running, run } = useConsoleAction();
  const settle = async () => {
    await run(async () => {
      const res = await client.post<{ settled: unknown[] }>(`/api/console/auction/programs/${id}/settle`, {});
      if (res.ok)
        notify('resources.auction/programs.monitor.settled', {
          messageArgs: { count: res.data.settled.length },
        });
      after();
    });
  };
  return (
    <Button
      label="resources.auction/programs.monitor.settle"
      disabled={running}
      onClick={() => void settle()}
    />
  );
}

function MonitorTable() {
  const record = useRecordContext<{ id: string; title: string }>();
  const translate = useTranslate();
  const { monitor, failed, load } = useMonitor(record?.id);
  if (!record) return null;
  const t = (key: string) => translate(`resources.auction/programs.monitor.${key}`);
  return (
    // on a phone the table scrolls inside the page rather than widening it (seen at 390 px)
    <Box sx={{ p: 2, minWidth: 0, maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {record.title}
        </Typography>
        {monitor && (
          <Typography variant="body2" color="text.secondary">
            {t('serverNow')}: {dateTimeCell(monitor.serverNow)}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <SettleButton id={record.id} after={() => void load()} />
      </Box>
      {failed && <Alert severity="warning">{t('loadError')}</Alert>}
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('lot')}</TableCell>
              <TableCell>{t('work')}</TableCell>
              <TableCell>{t('state')}</TableCell>
              <TableCell align="right">{t('price')}</TableCell>
              <TableCell align="right">{t('bids')}</TableCell>
              <TableCell>{t('leader')}</TableCell>
              <TableCell>{t('reserve')}</TableCell>
              <TableCell>{t('closesAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {monitor?.lots.map((lot) => (
              <TableRow key={lot._id}>
                <TableCell>{lot.lotNumber}</TableCell>
                <TableCell>
                  <Link
                    to={`/auction/bids?filter=${encodeURIComponent(JSON.stringify({ workId: lot._id }))}`}
                  >
                    {lot.title}
                  </Link>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={translate(`resources.auction/programs.states.${lot.live.state}`)}
                  />
                </TableCell>
                <TableCell align="right">{won(lot.hammer ?? lot.live.price)}</TableCell>
                <TableCell align="right">{lot.live.bidCount}</TableCell>
                <TableCell>{lot.live.leaderPaddle ?? '—'}</TableCell>
                <TableCell>
                  {won(lot.reserveAmount)} {lot.live.reserve === 'MET' ? '✓' : ''}
                </TableCell>
                <TableCell>{dateTimeCell(lot.live.closesAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** A program's page: the live monitor of its lots (price, bids, leader as paddle, close), refreshed. */
export function ProgramShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <MonitorTable />
    </Show>
  );
}

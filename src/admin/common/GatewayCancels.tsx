import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GatewayCancelAnswer } from '#domain/schemas/gatewayCancel.ts';
import { dateTimeCell } from '../format.ts';
import { DataTable } from './DataTable.tsx';

const T = 'console.gatewayCancels';

/**
 * The gateway's cancels not yet made of an order's or an auction invoice's payment: money the buyer has not
 * got back, with its tries and the gateway's last error
 * (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md).
 * A refused one is for the manager to settle with the gateway by hand. Nothing shows when all went back.
 */
export function GatewayCancels({ cancels }: { cancels: readonly GatewayCancelAnswer[] }) {
  const translate = useTranslate();
  if (cancels.length === 0) return null;
  const refused = cancels.some((c) => c.state === 'REFUSED');
  return (
    <Alert severity={refused ? 'error' : 'warning'} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
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
            value: (c) => c.amount.toLocaleString('ko-KR'),
            numeric: true,
          },
          { header: translate(`${T}.attempts`), value: (c) => c.attempts, numeric: true },
          {
            header: translate(`${T}.dueAt`),
            value: (c) => (c.state === 'REFUSED' ? '' : dateTimeCell(c.dueAt)),
          },
          { header: translate(`${T}.lastError`), value: (c) => c.lastError },
        ]}
      />
    </Alert>
  );
}

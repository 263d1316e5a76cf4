import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GatewayCancelAnswer } from '#domain/schemas/gatewayCancel.ts';
import { dateTimeCell } from '../format.ts';

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
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.state`)}</TableCell>
            <TableCell align="right">{translate(`${T}.amount`)}</TableCell>
            <TableCell align="right">{translate(`${T}.attempts`)}</TableCell>
            <TableCell>{translate(`${T}.dueAt`)}</TableCell>
            <TableCell>{translate(`${T}.lastError`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cancels.map((c) => (
            <TableRow key={c._id}>
              <TableCell>{translate(`${T}.${c.state}`)}</TableCell>
              <TableCell align="right">{c.amount.toLocaleString('ko-KR')}</TableCell>
              <TableCell align="right">{c.attempts}</TableCell>
              <TableCell>{c.state === 'REFUSED' ? '' : dateTimeCell(c.dueAt)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{c.lastError}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Alert>
  );
}

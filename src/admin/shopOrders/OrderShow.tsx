import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Labeled, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { parseLocale } from '#domain/locale.ts';
import { formatNumber, formatPhone } from '#domain/format.ts';
import {
  CARRIERS,
  refundInputSchema,
  shipInputSchema,
  type ConsoleOrder,
} from '#domain/schemas/shopOrder.ts';
import { canMove, REFUNDABLE_STATUSES } from '#domain/shop/orderStatus.ts';
import { localizeText, messages } from '#domain/messages/index.ts';
import { GatewayCancels } from '../common/GatewayCancels.tsx';
import { RevealShow } from '../common/RevealShow.tsx';
import { dateTimeCell } from '../format.ts';
import { OrderStatusChip } from './OrderList.tsx';
import { ORDERS_API, R, useOrderApi } from './orderApi.ts';

type OrderRow = ConsoleOrder & { id: string };

/** One order: buyer and delivery (masked until revealed), lines with refunds, payments and the timeline. */
export default function OrderShow() {
  return (
    <RevealShow after={<OrderActions />}>
      <OrderDetail />
    </RevealShow>
  );
}

function OrderDetail() {
  const record = useRecordContext<OrderRow>();
  const translate = useTranslate();
  if (!record) return null;
  const f = (key: string) => translate(`${R}.fields.${key}`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Labeled label={f('number')}>
          <Typography>{record.number}</Typography>
        </Labeled>
        <Labeled label={f('status')}>
          <OrderStatusChip status={record.status} />
        </Labeled>
        <Labeled label={f('createdAt')}>
          <Typography>{dateTimeCell(record.createdAt)}</Typography>
        </Labeled>
        <Labeled label={f('payMethod')}>
          <Typography>{translate(`${R}.payMethod.${record.payMethod}`)}</Typography>
        </Labeled>
        <Labeled label={f('paidAt')}>
          <Typography>{record.paidAt ? dateTimeCell(record.paidAt) : '-'}</Typography>
        </Labeled>
        <Labeled label={f('total')}>
          <Typography>
            {formatNumber(record.total)} ({translate(`${R}.paid`, { amount: formatNumber(record.paid) })})
          </Typography>
        </Labeled>
        {record.refunded > 0 && (
          <Labeled label={f('refunded')}>
            <Typography>{formatNumber(record.refunded)}</Typography>
          </Labeled>
        )}
        {record.depositAccount && (
          <Labeled label={f('depositAccount')}>
            <Typography>{record.depositAccount}</Typography>
          </Labeled>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Labeled label={f('buyer')}>
          <Typography>
            {record.buyer.name} ({record.buyer.username})
          </Typography>
        </Labeled>
        <Labeled label={f('recipient')}>
          <Typography>{record.recipient}</Typography>
        </Labeled>
        <Labeled label={f('phone')}>
          <Typography>{record.phone.includes('*') ? record.phone : formatPhone(record.phone)}</Typography>
        </Labeled>
        <Labeled label={f('address')}>
          <Typography>
            ({record.postcode}) {record.address1} {record.address2}
          </Typography>
        </Labeled>
        {record.memo && (
          <Labeled label={f('memo')}>
            <Typography>{record.memo}</Typography>
          </Labeled>
        )}
        {record.carrier && (
          <Labeled label={f('trackingNumber')}>
            <Typography>
              {translate(`${R}.carrier.${record.carrier}`)} {record.trackingNumber}
            </Typography>
          </Labeled>
        )}
      </Box>
      <GatewayCancels cancels={record.gatewayCancels} api={`${ORDERS_API}/${record.id}`} />
      <Typography variant="h6" component="h2">
        {f('lines')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{f('productName')}</TableCell>
            <TableCell>{f('optionName')}</TableCell>
            <TableCell align="right">{f('unitPrice')}</TableCell>
            <TableCell align="right">{f('quantity')}</TableCell>
            <TableCell align="right">{f('lineAmount')}</TableCell>
            <TableCell align="right">{f('refunded')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.lines.map((line) => (
            <TableRow key={line._id}>
              <TableCell>{line.productName}</TableCell>
              <TableCell>{line.optionName}</TableCell>
              <TableCell align="right">{formatNumber(line.unitPrice)}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatNumber(line.amount)}</TableCell>
              <TableCell align="right">{line.refunded ? formatNumber(line.refunded) : ''}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4}>{f('shippingFee')}</TableCell>
            <TableCell align="right">{formatNumber(record.shippingFee)}</TableCell>
            <TableCell align="right">
              {record.shippingRefunded ? formatNumber(record.shippingRefunded) : ''}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="h6" component="h2">
        {f('timeline')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {record.timeline.map((event, i) => (
          <li key={`${event.at}-${i}`}>
            {dateTimeCell(event.at)} · {translate(`${R}.status.${event.status}`)}
            {event.note && ` · ${event.note}`}
          </li>
        ))}
      </Box>
    </Box>
  );
}

type Dialogs = 'ship' | 'cancel' | 'refund' | null;

/** The moves the order's state allows (domain/shop/orderStatus.ts), each confirmed by the server. */
function OrderActions() {
  const record = useRecordContext<OrderRow>();
  const { run } = useOrderApi();
  const [open, setOpen] = useState<Dialogs>(null);
  if (!record) return null;
  const status = record.status;
  const left = record.paid - record.refunded;
  return (
    <>
      {status === 'PENDING' && record.depositAccount && (
        <Button label={`${R}.action.deposit`} onClick={() => void run(record.id, 'deposit')} />
      )}
      {canMove(status, 'prepare') && (
        <Button label={`${R}.action.prepare`} onClick={() => void run(record.id, 'prepare')} />
      )}
      {canMove(status, 'ship') && <Button label={`${R}.action.ship`} onClick={() => setOpen('ship')} />}
      {canMove(status, 'deliver') && (
        <Button label={`${R}.action.deliver`} onClick={() => void run(record.id, 'deliver')} />
      )}
      {canMove(status, 'returned') && (
        <Button label={`${R}.action.returned`} onClick={() => void run(record.id, 'returned')} />
      )}
      {canMove(status, 'cancel') && <Button label={`${R}.action.cancel`} onClick={() => setOpen('cancel')} />}
      {REFUNDABLE_STATUSES.includes(status) && (left > 0 || record.paid === 0) && (
        <Button label={`${R}.action.refund`} onClick={() => setOpen('refund')} />
      )}
      {open === 'ship' && <ShipDialog order={record} onClose={() => setOpen(null)} />}
      {open === 'cancel' && <CancelDialog order={record} onClose={() => setOpen(null)} />}
      {open === 'refund' && <RefundDialog order={record} onClose={() => setOpen(null)} />}
    </>
  );
}

function ActionDialog({
  title,
  onClose,
  onSubmit,
  busy,
  children,
}: {
  title: string;
  onClose(): void;
  onSubmit(e: FormEvent): void;
  busy: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="order-action-title" fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="order-action-title">{translate(title)}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {children}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <Button label={title} type="submit" variant="contained" disabled={busy} />
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The issue messages of a domain schema, in the console's language, by field. */
function useIssues() {
  const [localeValue] = useLocaleState();
  const locale = parseLocale(localeValue);
  return (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
    Object.fromEntries(issues.map((i) => [i.path.join('.'), localizeText(i.message, locale)]));
}

function ShipDialog({ order, onClose }: { order: OrderRow; onClose(): void }) {
  const translate = useTranslate();
  const { run } = useOrderApi();
  const issuesOf = useIssues();
  const [carrier, setCarrier] = useState<string>(order.carrier ?? 'CJ');
  const [trackingNumber, setTracking] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = shipInputSchema.safeParse({ carrier, trackingNumber });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setBusy(true);
    if (await run(order.id, 'ship', parsed.data)) onClose();
    setBusy(false);
  };
  return (
    <ActionDialog title={`${R}.action.ship`} onClose={onClose} onSubmit={(e) => void submit(e)} busy={busy}>
      <TextField
        select
        label={translate(`${R}.fields.carrier`)}
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
        error={Boolean(errors.carrier)}
        helperText={errors.carrier ?? ' '}
      >
        {CARRIERS.map((c) => (
          <MenuItem key={c} value={c}>
            {translate(`${R}.carrier.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        autoFocus
        label={translate(`${R}.fields.trackingNumber`)}
        value={trackingNumber}
        onChange={(e) => setTracking(e.target.value)}
        error={Boolean(errors.trackingNumber)}
        helperText={errors.trackingNumber ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30 } }}
      />
    </ActionDialog>
  );
}

function CancelDialog({ order, onClose }: { order: OrderRow; onClose(): void }) {
  const translate = useTranslate();
  const { run } = useOrderApi();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(translate(`${R}.fields.reason`));
    setBusy(true);
    if (await run(order.id, 'cancel', { reason })) onClose();
    setBusy(false);
  };
  return (
    <ActionDialog title={`${R}.action.cancel`} onClose={onClose} onSubmit={(e) => void submit(e)} busy={busy}>
      <TextField
        autoFocus
        multiline
        minRows={2}
        label={translate(`${R}.fields.reason`)}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </ActionDialog>
  );
}

/**
 * A refund per line and of the shipping fee, each at most what is left of it (the server checks again
 * under the order's lock), or — with every amount empty — of everything left.
 */
function RefundDialog({ order, onClose }: { order: OrderRow; onClose(): void }) {
  const translate = useTranslate();
  const { run } = useOrderApi();
  const issuesOf = useIssues();
  const [reason, setReason] = useState('');
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const left = order.paid - order.refunded;
  const tooMuch = messages.shopRefundTooMuch.ko;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const lines = order.lines
      .filter((l) => Number(amounts[l._id]) > 0)
      .map((l) => ({ lineId: l._id, amount: Number(amounts[l._id]) }));
    const parsed = refundInputSchema.safeParse({ reason, lines, shipping: Number(amounts.shipping) || 0 });
    const issues: { path: readonly PropertyKey[]; message: string }[] = parsed.success
      ? []
      : [...parsed.error.issues];
    // more than is left of a line or of the shipping fee: marked on its field, as the server would refuse it
    lines.forEach((line, i) => {
      const l = order.lines.find((x) => x._id === line.lineId);
      if (l && line.amount > l.paid - l.refunded)
        issues.push({ path: ['lines', i, 'amount'], message: tooMuch });
    });
    if ((Number(amounts.shipping) || 0) > order.shippingPaid - order.shippingRefunded) {
      issues.push({ path: ['shipping'], message: tooMuch });
    }
    // the fields are the order's lines, the body only those with an amount: each issue on its field
    const onField = issues.map((issue) => {
      const [head, k, ...rest] = issue.path;
      if (head !== 'lines' || typeof k !== 'number') return issue;
      const index = order.lines.findIndex((l) => l._id === lines[k]?.lineId);
      return { ...issue, path: [head, index, ...rest] };
    });
    if (onField.length) return setErrors(issuesOf(onField));
    if (!parsed.success) return;
    setBusy(true);
    if (await run(order.id, 'refund', parsed.data)) onClose();
    setBusy(false);
  };
  const amountField = (key: string, label: string, max: number, index?: number) => (
    <TextField
      key={key}
      type="number"
      label={`${label} (≤ ${formatNumber(max)})`}
      value={amounts[key] ?? ''}
      onChange={(e) => setAmounts({ ...amounts, [key]: e.target.value })}
      disabled={max <= 0}
      error={Boolean(errors[index === undefined ? 'shipping' : `lines.${index}.amount`])}
      helperText={errors[index === undefined ? 'shipping' : `lines.${index}.amount`] ?? ' '}
      slotProps={{ htmlInput: { min: 0, max, step: 100 } }}
    />
  );
  return (
    <ActionDialog title={`${R}.action.refund`} onClose={onClose} onSubmit={(e) => void submit(e)} busy={busy}>
      <Typography>{translate(`${R}.left`, { amount: formatNumber(left) })}</Typography>
      {order.lines.map((l, i) =>
        amountField(l._id, `${l.productName} / ${l.optionName}`, l.paid - l.refunded, i),
      )}
      {order.shippingFee > 0 &&
        amountField(
          'shipping',
          translate(`${R}.fields.shipping`),
          order.shippingPaid - order.shippingRefunded,
        )}
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.restockHint`)}
      </Typography>
      <Button
        sx={{ alignSelf: 'flex-start' }}
        variant="outlined"
        label={`${R}.action.refundAll`}
        onClick={() =>
          setAmounts({
            ...Object.fromEntries(order.lines.map((l) => [l._id, String(l.paid - l.refunded)])),
            shipping: String(order.shippingPaid - order.shippingRefunded),
          })
        }
      />
      <TextField
        multiline
        minRows={2}
        label={translate(`${R}.fields.reason`)}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </ActionDialog>
  );
}

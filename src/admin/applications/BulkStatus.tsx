import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/applicationStatus.ts';
import type { ApplicationBulkResult } from '#domain/schemas/applicationBulk.ts';
import { useLabels } from './labels.ts';
import { filterSearch, useReviewApi } from './reviewApi.ts';

const T = 'resources.applicationReview';

/**
 * The confirmation of a bulk status change (docs/decisions/0027-application-status-life.md): it states how many records it will touch, takes one
 * reason, and afterwards says how many changed and why the others were skipped.
 */
function BulkDialog({
  count,
  onClose,
  run,
}: {
  count: number;
  onClose: () => void;
  run: (status: ApplicationStatus, reason: string) => Promise<ApplicationBulkResult>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { label } = useLabels();
  const [status, setStatus] = useState<ApplicationStatus>('REVIEWING');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ApplicationBulkResult | null>(null);
  const apply = async () => {
    setPending(true);
    try {
      setResult(await run(status, reason));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${T}.bulk`)}</DialogTitle>
      <DialogContent>
        {result ? (
          <Stack spacing={1} data-testid="bulk-result">
            <Typography>
              {translate(`${T}.bulkDone`, {
                changed: result.changed,
                skipped: result.matched - result.changed,
              })}
            </Typography>
            {result.skipped.map((s) => (
              <Typography key={`${s.from}-${s.reason}`} variant="body2" color="text.secondary">
                {translate(`${T}.skippedLine`, {
                  from: label('status', s.from),
                  count: s.count,
                  reason: s.reason,
                })}
              </Typography>
            ))}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              name="status"
              label={translate('resources.application.fields.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
            >
              {APPLICATION_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {label('status', value)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              name="reason"
              required
              label={translate(`${T}.reason`)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Typography role="status">
              {translate(`${T}.bulkConfirm`, { count, status: label('status', status) })}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate(result ? 'ra.action.close' : 'ra.action.cancel')}</MuiButton>
        {result ? null : (
          <MuiButton variant="contained" onClick={() => void apply()} disabled={pending || !reason.trim()}>
            {translate(`${T}.apply`)}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The list's selected rows: their ids, within the list's kind. */
export function BulkStatusButton() {
  const { selectedIds, resource, filterValues } = useListContext();
  const api = useReviewApi();
  const refresh = useRefresh();
  const unselect = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const kind = typeof filterValues.kind === 'string' ? `kind=${filterValues.kind}` : '';
  return (
    <>
      <Button label={`${T}.bulk`} onClick={() => setOpen(true)} />
      {open ? (
        <BulkDialog
          count={selectedIds.length}
          onClose={() => {
            setOpen(false);
            unselect();
            refresh();
          }}
          run={(status, reason) => api.bulkStatus(kind, { status, reason, ids: selectedIds.map(String) })}
        />
      ) : null}
    </>
  );
}

/** "Everything this filter finds": the list's filter and the count it shows, confirmed by the server. */
export function BulkFilterButton({ permanent }: { permanent: Record<string, unknown> }) {
  const { total, filterValues, sort } = useListContext();
  const translate = useTranslate();
  const api = useReviewApi();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!total) return null;
  const search = filterSearch({ filter: { ...filterValues, ...permanent }, sort });
  return (
    <>
      <Button label={translate(`${T}.bulkAll`, { count: total })} onClick={() => setOpen(true)} />
      {open ? (
        <BulkDialog
          count={total}
          onClose={() => {
            setOpen(false);
            refresh();
          }}
          run={(status, reason) => api.bulkStatus(search, { status, reason, expected: total })}
        />
      ) : null}
    </>
  );
}

import { useState } from 'react';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { localizeText } from '#domain/messages/index.ts';
import { memberApprovalSchema } from '#domain/schemas/member.ts';
import { useConsoleAction } from '../common/useConsoleAction.ts';
import { ReasonField } from '../common/ReasonField.tsx';
import { client } from '../session.ts';
import { isLocale } from '../i18n.ts';

/**
 * Approves a seller, or rejects with a reason (PUT /api/console/users/{_id}/approval). Only approved
 * sellers appear on the site and receive offers (docs/decisions/0008-matching.md § Members).
 */
export function ApprovalButtons() {
  const record = useRecordContext<{ id: string; type: string; status: string; username: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const { run } = useConsoleAction();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!record || record.type !== 'COMPANY') return null;

  const send = async (status: 'APPROVED' | 'REJECTED') => {
    const parsed = memberApprovalSchema.safeParse({ status, reason });
    if (!parsed.success) {
      setError(localizeText(parsed.error.issues[0]?.message ?? '', isLocale(locale) ? locale : 'ko'));
      return;
    }
    await run(async () => {
      const res = await client.put(`/api/console/users/${record.id}/approval`, parsed.data);
      if (!res.ok) {
        setError(res.data.message);
        return;
      }
      setOpen(false);
      notify(
        status === 'APPROVED' ? 'resources.users.approval.approved' : 'resources.users.approval.rejected',
        {
          type: 'success',
        },
      );
      refresh();
    });
  };

  return (
    <>
      {record.status !== 'APPROVED' && (
        <Button label="resources.users.approval.approve" onClick={() => void send('APPROVED')}>
          <Check />
        </Button>
      )}
      {record.status !== 'REJECTED' && (
        <Button label="resources.users.approval.reject" onClick={() => setOpen(true)}>
          <Close />
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="reject-title">
        <DialogTitle id="reject-title">
          {translate('resources.users.approval.rejectTitle', { username: record.username })}
        </DialogTitle>
        <DialogContent>
          <ReasonField
            label={translate('resources.users.fields.rejectReason')}
            value={reason}
            error={error}
            onChange={setReason}
            multiline
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label="resources.users.approval.reject"
            variant="contained"
            onClick={() => void send('REJECTED')}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}

import { useState } from 'react';
import LockOpen from '@mui/icons-material/LockOpen';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { mayChange, useGrantor } from './grants.ts';
import type { ManagerRow } from './ManagerList.tsx';

/**
 * Locks or unlocks the row's manager after a confirmation. Offered only where domain/grants.ts allows it:
 * not on one's own row, not to lock the first or the schedules manager, not on a manager holding a scope
 * the caller lacks. The server refuses those anyway, and a button that can only fail is noise.
 */
export function LockButton() {
  const record = useRecordContext<ManagerRow>();
  const grantor = useGrantor();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const lock = !record?.locked;
  if (!record || !mayChange(grantor, record, (target) => ({ action: lock ? 'lock' : 'unlock', target }))) {
    return null;
  }

  const confirm = () =>
    update(
      'manager',
      { id: record.id, data: { scope: record.scope, locked: lock }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(lock ? 'resources.manager.actions.locked' : 'resources.manager.actions.unlocked', {
            type: 'info',
          });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button
        label={lock ? 'resources.manager.actions.lock' : 'resources.manager.actions.unlock'}
        color={lock ? 'error' : 'primary'}
        onClick={(event) => {
          event.stopPropagation(); // not the row's click (edit)
          setOpen(true);
        }}
      >
        {lock ? <LockOutlined /> : <LockOpen />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={lock ? 'resources.manager.actions.lockTitle' : 'resources.manager.actions.unlockTitle'}
        content={lock ? 'resources.manager.actions.lockContent' : 'resources.manager.actions.unlockContent'}
        titleTranslateOptions={{ username: record.username }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

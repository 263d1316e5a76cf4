import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../api/client.ts';

/**
 * A console button's request: `busy` while it runs, and a failure told once — the client has already told a
 * 403 (src/api/client.ts), anything else thrown is the generic error.
 */
export function useConsoleAction() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 403))
        notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

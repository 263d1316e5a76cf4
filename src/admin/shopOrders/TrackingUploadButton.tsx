import UploadFile from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useOrderApi, ORDERS_API } from './orderApi.ts';

type Result = { row: number; number: string; result: 'SHIPPED' | 'NOT_FOUND' | 'STATE' | 'INVALID' };

/**
 * Ships the orders of an .xlsx of tracking numbers (columns 주문번호, 택배사, 송장번호 — the order-lines export
 * with the last two filled in), one row at a time on the server; says how many shipped and how many not.
 */
export function TrackingUploadButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { dp } = useOrderApi();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('upload', file);
    setBusy(true);
    try {
      const { results } = await dp.send<{ results: Result[] }>('POST', `${ORDERS_API}/tracking`, form);
      const shipped = results.filter((r) => r.result === 'SHIPPED').length;
      notify(
        translate('resources.shop/orders.upload.result', { shipped, failed: results.length - shipped }),
        {
          type: shipped === results.length ? 'success' : 'warning',
        },
      );
      refresh();
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
      notify(Object.values(body?.errors ?? {})[0] ?? body?.message ?? 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        label="resources.shop/orders.action.upload"
        title={translate('resources.shop/orders.upload.hint')}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        <UploadFile />
      </Button>
    </>
  );
}

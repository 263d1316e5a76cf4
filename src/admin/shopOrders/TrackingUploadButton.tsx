import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { XlsxUploadButton } from '../common/XlsxUploadButton.tsx';
import { ORDERS_API, R } from './orderApi.ts';

type Result = { row: number; number: string; result: 'SHIPPED' | 'NOT_FOUND' | 'STATE' | 'INVALID' };

/**
 * Ships the orders of an .xlsx of tracking numbers (columns 주문번호, 택배사, 송장번호 — the order-lines export
 * with the last two filled in), one row at a time on the server; says how many shipped and how many not.
 */
export function TrackingUploadButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <XlsxUploadButton<{ results: Result[] }>
      path={`${ORDERS_API}/tracking`}
      label={`${R}.action.upload`}
      hint={`${R}.upload.hint`}
      onAnswer={({ results }) => {
        const shipped = results.filter((r) => r.result === 'SHIPPED').length;
        notify(translate(`${R}.upload.result`, { shipped, failed: results.length - shipped }), {
          type: shipped === results.length ? 'success' : 'warning',
        });
        refresh();
      }}
    />
  );
}

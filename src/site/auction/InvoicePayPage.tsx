import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '#domain/format.ts';
import type { Invoice, InvoiceAnswer } from '#domain/schemas/auction.ts';
import { useApi } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useAuctionI18n } from './i18n.ts';
import { InvoiceSum } from './parts.tsx';
import './auction.css';

type Outcome = 'approve' | 'fail' | 'cancel';

/**
 * /mypage/bids/invoices/:_id/pay — the payment simulator's window for a won lot's invoice
 * (docs/decisions/0036-auction-invoice-payment.md), the shop's window under the invoice's number: it approves,
 * fails or is closed as a gateway's window would, and an approval's transaction number is handed to the
 * server, which checks the amount and the deadline itself.
 */
export default function InvoicePayPage() {
  const { t } = useAuctionI18n();
  const api = useApi();
  const { _id = '' } = useParams();
  const res = useResource<InvoiceAnswer>(`/api/v1/me/bids/invoices/${_id}`);
  const [paid, setPaid] = useState<Invoice | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (res.status !== undefined && !res.data)
    return (
      <CenterPage title={t('auction.pay.title')} description={t('auction.pay.lead')}>
        <LoadFailed message={res.message} onRetry={res.reload} />
      </CenterPage>
    );
  if (!res.data)
    return (
      <CenterPage title={t('auction.pay.title')} description={t('auction.pay.lead')}>
        <Loading />
      </CenterPage>
    );
  const { work } = res.data;
  const invoice = paid ?? res.data.invoice;
  const { payable } = invoice;

  const run = async (outcome: Outcome) => {
    setBusy(true);
    setNote(null);
    const opened = await attempt(
      () =>
        api.post<{ tid: string } | { code: 'FAILED' | 'USER_CANCEL' }>('/api/v1/shop/simulator', {
          orderNumber: invoice.number,
          amount: invoice.total,
          method: 'CARD',
          outcome,
        }),
      t('auction.pay.failed'),
    );
    if (!opened.ok || 'code' in opened.data) {
      setBusy(false);
      const code = opened.ok && 'code' in opened.data ? opened.data.code : null;
      setNote(
        code === 'USER_CANCEL'
          ? t('auction.pay.cancelled')
          : code === 'FAILED'
            ? t('auction.pay.failed')
            : (opened as { message: string }).message,
      );
      return;
    }
    const tid = opened.data.tid;
    const taken = await attempt(
      () => api.post<{ invoice: Invoice }>(`/api/v1/me/bids/invoices/${invoice._id}/pay`, { tid }),
      t('auction.pay.failed'),
    );
    setBusy(false);
    if (!taken.ok) {
      setNote(taken.message);
      res.reload();
      return;
    }
    setPaid(taken.data.invoice);
  };

  return (
    <CenterPage title={t('auction.pay.title')} description={t('auction.pay.lead')}>
      <section className="auction-paywindow" aria-labelledby="pay-heading">
        <h2 id="pay-heading">{t('auction.pay.invoice', { number: invoice.number })}</h2>
        <p>
          {t('auction.lot', { number: work.lotNumber })} {work.title}
        </p>
        <p className="form-hint">{t('auction.pay.lead')}</p>
        <InvoiceSum invoice={invoice} due={formatDateTime} />
        {invoice.status === 'PAID' ? (
          <p className="state-box" role="status">
            {t('auction.pay.done')}
          </p>
        ) : !payable ? (
          <p className="state-box">{t('auction.pay.notDue')}</p>
        ) : (
          <>
            <p>{t('auction.pay.deadline', { time: formatDateTime(invoice.dueAt) })}</p>
            <div className="auction-paywindow-buttons">
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => void run('approve')}
              >
                {t('auction.pay.approve')}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => void run('fail')}>
                {t('auction.pay.fail')}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => void run('cancel')}>
                {t('auction.pay.cancel')}
              </button>
            </div>
          </>
        )}
        {note && (
          <p className="form-error" role="alert">
            {note}
          </p>
        )}
        <Link to="/mypage/bids">{t('auction.myBids')}</Link>
      </section>
    </CenterPage>
  );
}

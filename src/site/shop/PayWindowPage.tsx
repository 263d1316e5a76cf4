import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Order } from '#domain/schemas/shopOrder.ts';
import { useApi } from '../api.tsx';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { Loading } from '../ui/Status.tsx';
import { useSetting } from '../ui/useSetting.ts';
import { useShopI18n } from './i18n.ts';
import { KcpPayWindow } from './KcpPayWindow.tsx';
import { PayOrderState } from './PayOrderState.tsx';
import { usePayOrder } from './usePayOrder.tsx';
import './commerce.css';

type Outcome = 'approve' | 'fail' | 'cancel';

/**
 * /mypage/order/:_id/pay — the payment simulator's window (PAYMENT_PROVIDER=simulator;
 * KCP's is KcpPayWindow.tsx;
 * docs/decisions/0029-shop-orders-and-payment.md):
 * it approves, fails or is closed as a gateway's window would; an approval's transaction number is then
 * handed to the shop, which checks the amount itself. A bank transfer gets a virtual account to deposit to.
 */
export default function PayWindowPage() {
  const { t } = useShopI18n();
  // the server says which gateway's window to open (PAYMENT_PROVIDER): KCP's own, or this simulator
  const provider = useSetting()?.paymentProvider;
  return (
    <MembersOnly title={t('pay.title')}>
      {provider === 'kcp' ? (
        <KcpPayWindow />
      ) : provider === 'simulator' ? (
        <PayWindow />
      ) : (
        <CenterPage title={t('pay.title')} description={t('pay.title')}>
          <Loading />
        </CenterPage>
      )}
    </MembersOnly>
  );
}

function PayWindow() {
  const { t } = useShopI18n();
  const api = useApi();
  const navigate = useNavigate();
  const { current, setOrder, reload, waiting } = usePayOrder(t('pay.lead'));
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (waiting || !current) return waiting;

  const run = async (outcome: Outcome) => {
    setBusy(true);
    setNote(null);
    const fallback = t('shop.failed');
    const opened = await attempt(
      () =>
        api.post<{ tid: string; account: string | null } | { code: 'FAILED' | 'USER_CANCEL' }>(
          '/api/v1/shop/simulator',
          { orderNumber: current.number, amount: current.total, method: current.payMethod, outcome },
        ),
      fallback,
    );
    if (!opened.ok || 'code' in opened.data) {
      setBusy(false);
      const code = opened.ok && 'code' in opened.data ? opened.data.code : null;
      setNote({
        ok: false,
        text:
          code === 'USER_CANCEL'
            ? t('pay.cancelled')
            : code === 'FAILED'
              ? t('pay.failed')
              : (opened as { message: string }).message,
      });
      return;
    }
    const bank = current.payMethod === 'BANK';
    const taken = await attempt(
      () =>
        api.post<{ order: Order }>(`/api/v1/me/orders/${current._id}/${bank ? 'deposit' : 'pay'}`, {
          tid: (opened.data as { tid: string }).tid,
        }),
      fallback,
    );
    setBusy(false);
    if (!taken.ok) {
      setNote({ ok: false, text: taken.message });
      reload();
      return;
    }
    setOrder(taken.data.order);
    if (!bank) void navigate(`/mypage/order/${current._id}`, { replace: true, state: { paid: true } });
  };

  return (
    <CenterPage title={t('pay.title')} description={t('pay.lead')}>
      <section className="shop-paywindow" aria-labelledby="pay-heading">
        <h2 id="pay-heading">{t('pay.order', { number: current.number })}</h2>
        <p className="form-hint">{t('pay.lead')}</p>
        <PayOrderState
          order={current}
          actions={
            <>
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => void run('approve')}
              >
                {current.payMethod === 'BANK' ? t('pay.issue') : t('pay.approve')}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => void run('fail')}>
                {t('pay.fail')}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => void run('cancel')}>
                {t('pay.cancel')}
              </button>
            </>
          }
        />
        {note && (
          <p className={note.ok ? 'form-status' : 'form-error'} role="alert">
            {note.text}
          </p>
        )}
        <Link to={`/mypage/order/${current._id}`}>{t('order.title')}</Link>
      </section>
    </CenterPage>
  );
}

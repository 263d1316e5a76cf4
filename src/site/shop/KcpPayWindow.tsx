import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { KcpWindow, Order } from '#domain/schemas/shopOrder.ts';
import { useApi } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { useShopI18n } from './i18n.ts';
import { KCP_USER_CANCEL, openKcpWindow } from './kcpWindow.ts';
import { PayOrderState } from './PayOrderState.tsx';
import { usePayOrder } from './usePayOrder.tsx';

/**
 * /mypage/order/:_id/pay with PAYMENT_PROVIDER=kcp (docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md):
 * the server builds KCP's form (`GET …/kcp`), KCP's own window takes the payment, and its encrypted result
 * goes to the server (`POST …/kcp`), which approves it with KCP for the order's frozen total. A card then
 * opens the order page as the simulator's approval does; a bank transfer shows its virtual account.
 */
export function KcpPayWindow() {
  const { t } = useShopI18n();
  const api = useApi();
  const navigate = useNavigate();
  const { current, setOrder, reload, waiting } = usePayOrder(t('pay.kcpLead'));
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (waiting || !current) return waiting;

  const pay = async () => {
    setBusy(true);
    setNote(null);
    const fallback = t('shop.failed');
    const request = await attempt(() => api.get<KcpWindow>(`/api/v1/me/orders/${current._id}/kcp`), fallback);
    if (!request.ok) {
      setBusy(false);
      setNote(request.message);
      return;
    }
    let outcome;
    try {
      outcome = await openKcpWindow(request.data);
    } catch {
      setBusy(false);
      setNote(t('pay.kcpUnavailable'));
      return;
    }
    if (!outcome.ok) {
      setBusy(false);
      setNote(
        outcome.code === KCP_USER_CANCEL ? t('pay.cancelled') : `${t('pay.failed')} (${outcome.code || '?'})`,
      );
      return;
    }
    const taken = await attempt(
      () => api.post<{ order: Order }>(`/api/v1/me/orders/${current._id}/kcp`, outcome.body),
      fallback,
    );
    setBusy(false);
    if (!taken.ok) {
      setNote(taken.message);
      reload();
      return;
    }
    setOrder(taken.data.order);
    if (taken.data.order.status === 'PAID')
      void navigate(`/mypage/order/${current._id}`, { replace: true, state: { paid: true } });
  };

  return (
    <CenterPage title={t('pay.title')} description={t('pay.kcpLead')}>
      <section className="shop-paywindow" aria-labelledby="pay-heading">
        <h2 id="pay-heading">{t('pay.order', { number: current.number })}</h2>
        <PayOrderState
          order={current}
          actions={
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void pay()}>
              {t('pay.kcpOpen')}
            </button>
          }
        />
        {note && (
          <p className="form-error" role="alert">
            {note}
          </p>
        )}
        <Link to={`/mypage/order/${current._id}`}>{t('order.title')}</Link>
      </section>
    </CenterPage>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatDateTime, formatNumber, formatPhone } from '#domain/format.ts';
import type { Order } from '#domain/schemas/shopOrder.ts';
import { buyerActions, RETURN_DAYS } from '#domain/shop/orderStatus.ts';
import type { ShopKey } from '#locales/ko/site/shop.ts';
import { useApi } from '../api.tsx';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useShopI18n } from './i18n.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TotalsBlock } from './TotalsBlock.tsx';
import './commerce.css';

const DAY_MS = 86_400_000;
type Ask = 'cancel' | 'return';

/**
 * /mypage/order/:_id — one order: lines, the server's totals, payment and refunds, delivery, tracking and
 * the timeline; cancel before shipping, ask for a return within 7 days of delivery, confirm the purchase,
 * print a receipt. The buttons mirror domain/shop/orderStatus.ts; the server decides.
 */
export default function OrderDetailPage() {
  const { t } = useShopI18n();
  return (
    <MembersOnly title={t('order.title')}>
      <OrderDetail />
    </MembersOnly>
  );
}

function OrderDetail() {
  const { t } = useShopI18n();
  const api = useApi();
  const { _id = '' } = useParams();
  const { state } = useLocation() as { state: { paid?: boolean } | null };
  const res = useResource<{ order: Order }>(`/api/v1/me/orders/${_id}`);
  const [order, setOrder] = useState<Order | null>(null);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(
    state?.paid ? { ok: true, text: t('pay.done') } : null,
  );
  const [busy, setBusy] = useState(false);
  const current = order ?? res.data?.order ?? null;

  if (res.status === 404 || res.status === 400)
    return <NotFound back="/mypage/order" backLabel={t('order.back')} />;
  if (res.status !== undefined)
    return (
      <CenterPage title={t('order.title')} description={t('orders.lead')}>
        <LoadFailed message={res.message} onRetry={res.reload} />
      </CenterPage>
    );
  if (!current)
    return (
      <CenterPage title={t('order.title')} description={t('orders.lead')}>
        <Loading />
      </CenterPage>
    );

  const act = async (path: string, body?: object) => {
    setBusy(true);
    const out = await attempt(
      () => api.post<{ order: Order }>(`/api/v1/me/orders/${current._id}/${path}`, body),
      t('shop.failed'),
    );
    setBusy(false);
    if (out.ok) {
      setOrder(out.data.order);
      setAsk(null);
      setReason('');
      setMessage({ ok: true, text: t(`status.${out.data.order.status}` as ShopKey) });
    } else setMessage({ ok: false, text: out.message });
  };
  const submitReason = (e: FormEvent) => {
    e.preventDefault();
    void act(ask === 'cancel' ? 'cancel' : 'return', { reason });
  };
  const actions = buyerActions(current, new Date());
  const won = (amount: number) => t('shop.won', { amount: formatNumber(amount) });

  return (
    <CenterPage title={t('order.title')} heading={current.number} description={t('orders.lead')} wide>
      <article className="shop-order-detail">
        <p className="print-only">
          {t('order.receiptTitle')} · {t('order.seller')}
        </p>
        <header className="shop-order-head">
          <h2>
            {t('orders.number')} {current.number}
          </h2>
          <StatusBadge status={current.status} />
        </header>
        <p className="form-hint">
          {t('orders.date')} {formatDateTime(current.createdAt)}
        </p>
        {message && (
          <p className={message.ok ? 'form-status' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
        {current.status === 'PENDING' && current.depositAccount && (
          <p className="form-status" role="status">
            {t('pay.depositNotice', {
              account: current.depositAccount,
              amount: formatNumber(current.total),
              time: formatDateTime(current.expiresAt),
            })}
          </p>
        )}
        <div className="shop-order-actions no-print">
          {current.status === 'PENDING' && !current.depositAccount && (
            <Link className="btn btn-primary" to={`/mypage/order/${current._id}/pay`}>
              {t('order.payNow')}
            </Link>
          )}
          {actions.cancel && (
            <button type="button" className="btn" disabled={busy} onClick={() => setAsk('cancel')}>
              {t('order.cancel')}
            </button>
          )}
          {actions.requestReturn && (
            <button type="button" className="btn" disabled={busy} onClick={() => setAsk('return')}>
              {t('order.return')}
            </button>
          )}
          {actions.confirm && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('order.confirmAsk'))) void act('confirm');
              }}
            >
              {t('order.confirm')}
            </button>
          )}
          {current.paidAt && (
            <button type="button" className="btn" onClick={() => window.print()}>
              {t('order.receipt')}
            </button>
          )}
        </div>
        {actions.requestReturn && current.deliveredAt && (
          <p className="form-hint">
            {t('order.returnUntil', {
              time: formatDateTime(new Date(new Date(current.deliveredAt).getTime() + RETURN_DAYS * DAY_MS)),
            })}
          </p>
        )}
        {ask && (
          <form className="shop-reason no-print" onSubmit={submitReason}>
            <label htmlFor="order-reason">
              {ask === 'cancel' ? t('order.cancelReason') : t('order.returnReason')}
            </label>
            <textarea
              id="order-reason"
              className="form-input"
              maxLength={200}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="shop-order-actions">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('order.send')}
              </button>
              <button type="button" className="btn" onClick={() => setAsk(null)}>
                {t('order.close')}
              </button>
            </div>
          </form>
        )}

        <section className="shop-receipt" aria-labelledby="order-items">
          <h3 id="order-items">{t('checkout.items')}</h3>
          <ul className="shop-order-lines">
            {current.lines.map((l) => (
              <li key={l._id}>
                <span className="shop-line-name">
                  <Link to={`/shop/products/${l.productId}`}>{l.productName}</Link>{' '}
                  <small>/ {l.optionName}</small>
                </span>
                <span>
                  {formatNumber(l.unitPrice)} × {l.quantity}
                </span>
                <strong>{won(l.amount)}</strong>
                {l.refunded > 0 && (
                  <em className="shop-refunded">
                    {t('order.refundLine', { amount: formatNumber(l.refunded) })}
                  </em>
                )}
              </li>
            ))}
          </ul>
          <TotalsBlock totals={current} />
          <h3>{t('order.payment')}</h3>
          <dl className="shop-facts">
            <dt>{t('checkout.payMethod')}</dt>
            <dd>{t(`checkout.pay.${current.payMethod}` as ShopKey)}</dd>
            <dt>{t('order.paid')}</dt>
            <dd>
              {won(current.paid)}
              {current.paidAt && ` (${formatDateTime(current.paidAt)})`}
            </dd>
            {current.refunded > 0 && (
              <>
                <dt>{t('order.refunded')}</dt>
                <dd>{won(current.refunded)}</dd>
              </>
            )}
          </dl>
        </section>

        <section aria-labelledby="order-delivery">
          <h3 id="order-delivery">{t('checkout.delivery')}</h3>
          <dl className="shop-facts">
            <dt>{t('checkout.recipient')}</dt>
            <dd>{current.recipient}</dd>
            <dt>{t('checkout.phone')}</dt>
            <dd>{formatPhone(current.phone)}</dd>
            <dt>{t('checkout.address1')}</dt>
            <dd>
              ({current.postcode}) {current.address1} {current.address2}
            </dd>
            {current.memo && (
              <>
                <dt>{t('checkout.memo')}</dt>
                <dd>{current.memo}</dd>
              </>
            )}
            {current.carrier && (
              <>
                <dt>{t('order.tracking')}</dt>
                <dd>
                  {t(`carrier.${current.carrier}` as ShopKey)} {current.trackingNumber}
                </dd>
              </>
            )}
          </dl>
        </section>

        <section aria-labelledby="order-timeline" className="no-print">
          <h3 id="order-timeline">{t('order.timeline')}</h3>
          <ol className="shop-timeline">
            {current.timeline.map((event, i) => (
              <li key={`${event.at}-${i}`}>
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>{' '}
                <StatusBadge status={event.status} />
                {event.note && <span className="shop-timeline-note"> {event.note}</span>}
              </li>
            ))}
          </ol>
        </section>
        <Link to="/mypage/order" className="btn no-print">
          {t('order.back')}
        </Link>
      </article>
    </CenterPage>
  );
}

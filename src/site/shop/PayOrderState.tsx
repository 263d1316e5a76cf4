import type { ReactNode } from 'react';
import { formatDateTime, formatNumber } from '#domain/format.ts';
import type { Order } from '#domain/schemas/shopOrder.ts';
import { useShopI18n } from './i18n.ts';

/**
 * What a payment window shows of the order, whichever gateway opens it: the amount and method, then the
 * virtual account to pay into, the order's state when it is no longer waiting, or the deadline and the
 * gateway's own buttons (`actions`).
 */
export function PayOrderState({ order, actions }: { order: Order; actions: ReactNode }) {
  const { t } = useShopI18n();
  return (
    <>
      <dl className="shop-totals">
        <dt className="shop-totals-total">{t('pay.amount')}</dt>
        <dd className="shop-totals-total">{t('shop.won', { amount: formatNumber(order.total) })}</dd>
        <dt>{t('pay.method')}</dt>
        <dd>{t(`checkout.pay.${order.payMethod}`)}</dd>
      </dl>
      {order.status === 'PENDING' && order.depositAccount ? (
        <p className="form-status" role="status">
          {t('pay.depositNotice', {
            account: order.depositAccount,
            amount: formatNumber(order.total),
            time: formatDateTime(order.expiresAt),
          })}
        </p>
      ) : order.status !== 'PENDING' ? (
        <p className="state-box">{order.status === 'PAID' ? t('pay.done') : t('pay.notPending')}</p>
      ) : (
        <>
          <p>{t('pay.deadline', { time: formatDateTime(order.expiresAt) })}</p>
          <div className="shop-paywindow-buttons">{actions}</div>
        </>
      )}
    </>
  );
}

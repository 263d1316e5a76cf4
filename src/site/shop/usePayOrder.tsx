import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Order } from '#domain/schemas/shopOrder.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useShopI18n } from './i18n.ts';

/**
 * The order a payment window (the simulator's or KCP's) pays: read from `/api/v1/me/orders/:_id`, then
 * replaced by the order the gateway's answer returns. `waiting` is the page to show instead of the window
 * (a failed read with its retry, or loading), under the window's own lead; null when the order is there.
 */
export function usePayOrder(lead: string) {
  const { t } = useShopI18n();
  const { _id = '' } = useParams();
  const res = useResource<{ order: Order }>(`/api/v1/me/orders/${_id}`);
  const [order, setOrder] = useState<Order | null>(null);
  const current = order ?? res.data?.order ?? null;
  const waiting: ReactNode =
    res.status !== undefined || !current ? (
      <CenterPage title={t('pay.title')} description={lead}>
        {res.status !== undefined ? <LoadFailed message={res.message} onRetry={res.reload} /> : <Loading />}
      </CenterPage>
    ) : null;
  return { current, setOrder, reload: res.reload, waiting };
}

import { Link } from 'react-router-dom';
import { formatDateTime, formatNumber } from '#domain/format.ts';
import type { Order } from '#domain/schemas/shopOrder.ts';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { PagedPagination } from '../ui/Pagination.tsx';
import { Loaded } from '../ui/Status.tsx';
import { usePagedResource } from '../ui/useResource.ts';
import { useShopI18n } from './i18n.ts';
import { StatusBadge } from './StatusBadge.tsx';
import './commerce.css';

const LIMIT = 10;

/** /mypage/order — the member's orders, newest first. */
export default function OrderListPage() {
  const { t } = useShopI18n();
  return (
    <MembersOnly title={t('orders.title')}>
      <Orders />
    </MembersOnly>
  );
}

function Orders() {
  const { t } = useShopI18n();
  const res = usePagedResource<{ orders: Order[]; total: number }>('/api/v1/me/orders', LIMIT);
  return (
    <CenterPage title={t('orders.title')} description={t('orders.lead')} wide>
      <Loaded res={res}>
        {(data) =>
          data.orders.length === 0 ? (
            <div className="state-box">
              <p>{t('orders.empty')}</p>
              <Link to="/shop" className="btn">
                {t('cart.goShop')}
              </Link>
            </div>
          ) : (
            <>
              <ul className="shop-orders">
                {data.orders.map((order) => (
                  <li key={order._id} className="shop-order-card">
                    <div className="shop-order-head">
                      <span>
                        {t('orders.date')} {formatDateTime(order.createdAt)}
                      </span>
                      <StatusBadge status={order.status} />
                    </div>
                    <p className="shop-order-title">
                      <Link to={`/mypage/order/${order._id}`}>
                        {order.lines[0]?.productName}
                        {order.lines.length > 1 && ` ${t('orders.more', { count: order.lines.length - 1 })}`}
                      </Link>
                    </p>
                    <p className="shop-order-meta">
                      {t('orders.number')} {order.number} ·{' '}
                      <strong>{t('shop.won', { amount: formatNumber(order.total) })}</strong>
                    </p>
                  </li>
                ))}
              </ul>
              <PagedPagination res={res} total={data.total} path="/mypage/order" />
            </>
          )
        }
      </Loaded>
    </CenterPage>
  );
}

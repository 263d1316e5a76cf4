import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import type { ShopSummary } from '#domain/schemas/salesStatistics.ts';
import { client } from '../session.ts';
import { ORDERS, ORDERS_API } from '../shopOrders/orderApi.ts';
import { formatNumber } from '#domain/format.ts';

/**
 * The shop at a glance for managers with the `shop` scope (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md):
 * today's net sales, orders paid today, orders waiting for a parcel and returns asked for.
 */
export function ShopCard() {
  const { canAccess } = useCanAccess({ resource: ORDERS.name, action: 'list' });
  return canAccess ? <ShopFigures /> : null;
}

function ShopFigures() {
  const translate = useTranslate();
  const [summary, setSummary] = useState<ShopSummary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    client
      .get<{ summary: ShopSummary }>(`${ORDERS_API}/summary`, { signal: controller.signal })
      .then((res) => (res.ok ? setSummary(res.data.summary) : setFailed(true)))
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, []);
  const figure = (label: string, value: string, to?: string) => (
    <Stack sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`console.dashboard.shop.${label}`)}
      </Typography>
      <Typography
        variant="h5"
        sx={{ fontWeight: 700, color: 'inherit' }}
        {...(to ? { component: LinkBase, to } : {})}
      >
        {value}
      </Typography>
    </Stack>
  );
  const queue = (status: string) => `/shop/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}`;
  return (
    <Card component="section" aria-labelledby="shop-heading">
      <CardContent>
        <Typography id="shop-heading" component="h2" variant="h6" gutterBottom>
          {translate('console.dashboard.shop.title')}
        </Typography>
        {failed && <Alert severity="warning">{translate('console.dashboard.shop.loadError')}</Alert>}
        {summary && (
          <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {figure('sales', `${formatNumber(summary.sales.net)}`, '/salesStatistics')}
            {figure('newOrders', String(summary.newOrders))}
            {figure('toShip', String(summary.toShip), queue('PAID'))}
            {figure('returns', String(summary.returns), queue('RETURN_REQUESTED'))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

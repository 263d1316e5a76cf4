import { lazy } from 'react';
import LocalShipping from '@mui/icons-material/LocalShipping';
import type { ResourceProps } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { OrderList } from './OrderList.tsx';

const OrderShow = lazy(() => import('./OrderShow.tsx'));

/** 주문: route /console/shop/orders, API /api/console/shop/orders, scope shop. */
export const shopOrders = {
  name: consoleResource('shopOrders').name,
  list: OrderList,
  show: OrderShow,
  icon: LocalShipping,
  recordRepresentation: 'number',
} satisfies ResourceProps;

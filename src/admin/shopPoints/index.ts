import { lazy } from 'react';
import Savings from '@mui/icons-material/Savings';
import type { ResourceProps } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { PointList } from './PointList.tsx';

const PointShow = lazy(() => import('./PointShow.tsx'));

/** 적립금: route /console/shop/points, API /api/console/shop/points, scope shop. */
export const shopPoints = {
  name: consoleResource('shopPoints').name,
  list: PointList,
  show: PointShow,
  icon: Savings,
  recordRepresentation: 'username',
} satisfies ResourceProps;

import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const CouponsPage = lazy(() => import('./CouponsPage.tsx'));
const PointsPage = lazy(() => import('./PointsPage.tsx'));
const LevelPage = lazy(() => import('./LevelPage.tsx'));

/** The member's coupons, points and level (docs/decisions/0041-loyalty-points-coupons-levels.md): children of /mypage. */
export const loyaltyMypageRoutes: RouteObject[] = [
  { path: 'coupon', element: <CouponsPage /> },
  { path: 'point', element: <PointsPage /> },
  { path: 'level', element: <LevelPage /> },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: the shell that `/` loads carries none of them.
const LoginPage = lazy(() => import('./member/LoginPage.tsx'));
const JoinPage = lazy(() => import('./member/JoinPage.tsx'));
const RecoveryPage = lazy(() => import('./member/RecoveryPage.tsx'));
const MyInfoPage = lazy(() => import('./member/MyInfoPage.tsx'));
const FairListPage = lazy(() => import('./FairListPage.tsx'));
const FairDetailPage = lazy(() => import('./FairDetailPage.tsx'));
const SellerPage = lazy(() => import('./SellerPage.tsx'));
const FairBuyersPage = lazy(() => import('./FairBuyersPage.tsx'));
const LikesPage = lazy(() => import('./LikesPage.tsx'));
const ProductsPage = lazy(() => import('./ProductsPage.tsx'));
const SchedulePage = lazy(() => import('./SchedulePage.tsx'));
const OffersPage = lazy(() => import('./OffersPage.tsx'));
const AgendaPage = lazy(() => import('./AgendaPage.tsx'));

/**
 * Member pages open to everyone (login, join, recovery) and the fairs under /matching
 * (docs/design.md § Matching).
 */
export const matchingRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login/recovery', element: <RecoveryPage /> },
  { path: '/join', element: <JoinPage /> },
  { path: '/matching', element: <FairListPage /> },
  { path: '/matching/fairs/:_fair', element: <FairDetailPage /> },
  { path: '/matching/fairs/:_fair/sellers/:_seller', element: <SellerPage /> },
  { path: '/matching/fairs/:_fair/buyers', element: <FairBuyersPage /> },
];

/** The member's own pages, children of the login guard at /mypage. */
export const mypageRoutes: RouteObject[] = [
  { path: 'myinfo', element: <MyInfoPage /> },
  { path: 'likes', element: <LikesPage /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'schedules/:_fair', element: <SchedulePage /> },
  { path: 'matchings', element: <OffersPage /> },
  { path: 'agenda', element: <AgendaPage /> },
];

import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { SiteKey } from '#locales/ko/site.ts';
import { applicationRoutes } from './application/routes.tsx';
import { boardRoutes } from './board/routes.tsx';
import { centerRoutes } from './center/routes.tsx';
import { expertMypageRoutes, expertRoutes } from './experts/routes.tsx';
import { guideRoutes } from './guide/routes.tsx';
import { HomePage } from './home/HomePage.tsx';
import { infoRoutes } from './info/routes.tsx';
import { Layout } from './layout/Layout.tsx';
import { matchingRoutes, mypageRoutes } from './matching/routes.tsx';
import { RequireLogin } from './layout/RequireLogin.tsx';
import { MENU } from './menu.ts';
import { shopMypageRoutes, shopRoutes } from './shop/routes.tsx';
import { loyaltyMypageRoutes } from './loyalty/routes.tsx';
import { reviewMypageRoutes } from './reviews/routes.tsx';
import { auctionMypageRoutes, auctionRoutes } from './auction/routes.tsx';
import { termsRoutes } from './terms/routes.tsx';

// Every page but the home is its own chunk, so `/` downloads only the shell and the home.
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage.tsx'));
const NotFoundPage = lazy(() => import('./ui/NotFoundPage.tsx'));

const soon = (path: string, title: SiteKey): RouteObject => ({
  path,
  element: <ComingSoonPage title={title} />,
});

/** docs/spec.md § 2 public routes outside the menu (detail pages, forms, legal, identity verification). */
const OTHER_PAGES: [string, SiteKey][] = [
  ['/common/kcp/cert/request', 'page.certRequest'],
  ['/common/kcp/cert/response', 'page.certResponse'],
];

/** The site's route tree; App.tsx puts it in a browser router, the tests in a memory router. */
export const siteRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      ...applicationRoutes,
      ...centerRoutes,
      ...boardRoutes,
      ...termsRoutes,
      ...guideRoutes,
      ...infoRoutes,
      ...matchingRoutes,
      ...shopRoutes,
      ...auctionRoutes,
      ...expertRoutes,
      // the matching group's links are real pages (matchingRoutes, mypageRoutes, expertRoutes)
      ...MENU.filter((group) => group.id !== 'matching').flatMap((group) =>
        group.children.map((link) => soon(link.path, link.label)),
      ),
      ...OTHER_PAGES.map(([path, title]) => soon(path, title)),
      {
        path: '/mypage',
        element: <RequireLogin />,
        children: [
          { index: true, element: <Navigate to="/mypage/myinfo" replace /> },
          ...mypageRoutes,
          ...expertMypageRoutes,
          ...shopMypageRoutes,
          ...loyaltyMypageRoutes,
          ...reviewMypageRoutes,
          ...auctionMypageRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

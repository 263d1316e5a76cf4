import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk (the home downloads none of them).
const GuidePage = lazy(() => import('./GuidePage.tsx'));
const ExamplePage = lazy(() => import('./ExamplePage.tsx'));

/** The guide page and its example page. */
export const guideRoutes: RouteObject[] = [
  { path: '/guide', element: <GuidePage /> },
  { path: '/ex', element: <ExamplePage /> },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: the shell that `/` loads carries none of them.
const ExpertListPage = lazy(() => import('./ExpertListPage.tsx'));
const ExpertProfilePage = lazy(() => import('./ExpertProfilePage.tsx'));

/** The experts' directory: advisers by practice, country and language, and each one's profile. */
export const expertRoutes: RouteObject[] = [
  { path: '/experts', element: <ExpertListPage /> },
  { path: '/experts/:_lawyer', element: <ExpertProfilePage /> },
];

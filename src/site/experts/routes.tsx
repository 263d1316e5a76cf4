import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: the shell that `/` loads carries none of them.
const ExpertListPage = lazy(() => import('./ExpertListPage.tsx'));
const ExpertProfilePage = lazy(() => import('./ExpertProfilePage.tsx'));
const AdviserAnswerPage = lazy(() => import('./AdviserAnswerPage.tsx'));
const ConsultationRequestPage = lazy(() => import('./ConsultationRequestPage.tsx'));
const MyConsultationsPage = lazy(() => import('./MyConsultationsPage.tsx'));

/**
 * The experts' directory: advisers by practice, country and language, each one's profile, and the adviser's
 * answer link (docs/decisions/0025-expert-consultations.md; advisers have no accounts).
 */
export const expertRoutes: RouteObject[] = [
  { path: '/experts', element: <ExpertListPage /> },
  { path: '/experts/:_lawyer', element: <ExpertProfilePage /> },
  { path: '/experts/answer/:token', element: <AdviserAnswerPage /> },
];

/** The member's consultations, children of the login guard at /mypage. */
export const expertMypageRoutes: RouteObject[] = [
  { path: 'consultations', element: <MyConsultationsPage /> },
  { path: 'consultations/new', element: <ConsultationRequestPage /> },
];

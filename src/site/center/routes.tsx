import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk (the home downloads none of them).
const NotificationListPage = lazy(() => import('./NotificationListPage.tsx'));
const NotificationDetailPage = lazy(() => import('./NotificationDetailPage.tsx'));
const FaqPage = lazy(() => import('./FaqPage.tsx'));
const DownloadListPage = lazy(() => import('./DownloadListPage.tsx'));
const DownloadDetailPage = lazy(() => import('./DownloadDetailPage.tsx'));
const QuestionListPage = lazy(() => import('./QuestionListPage.tsx'));
const QuestionDetailPage = lazy(() => import('./QuestionDetailPage.tsx'));
const QuestionWritePage = lazy(() => import('./QuestionWritePage.tsx'));

/**
 * Customer centre: notifications, FAQ, form downloads and 1:1 questions (the URLs say notice and inquiry).
 * Listed before the coming-soon entries of routes.tsx, so these win for the same paths.
 */
export const centerRoutes: RouteObject[] = [
  { path: '/center/notice', element: <NotificationListPage /> },
  { path: '/center/notice/:_notification', element: <NotificationDetailPage /> },
  { path: '/center/faqs', element: <FaqPage /> },
  { path: '/center/download', element: <DownloadListPage /> },
  { path: '/center/download/:_download', element: <DownloadDetailPage /> },
  { path: '/center/inquiry', element: <QuestionListPage /> },
  { path: '/center/inquiry/write', element: <QuestionWritePage /> },
  { path: '/center/inquiry/:_question', element: <QuestionDetailPage /> },
  { path: '/center/inquiry/:_question/edit', element: <QuestionWritePage /> },
];

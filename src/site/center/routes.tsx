import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk (the home downloads none of them).
const NoticeListPage = lazy(() => import('./NoticeListPage.tsx'));
const NoticeDetailPage = lazy(() => import('./NoticeDetailPage.tsx'));
const FaqPage = lazy(() => import('./FaqPage.tsx'));
const DownloadListPage = lazy(() => import('./DownloadListPage.tsx'));
const DownloadDetailPage = lazy(() => import('./DownloadDetailPage.tsx'));
const InquiryListPage = lazy(() => import('./InquiryListPage.tsx'));
const InquiryDetailPage = lazy(() => import('./InquiryDetailPage.tsx'));
const InquiryWritePage = lazy(() => import('./InquiryWritePage.tsx'));
const BoardPage = lazy(() => import('../board/BoardPage.tsx'));
const PostDetailPage = lazy(() => import('../board/PostDetailPage.tsx'));
const PostWritePage = lazy(() => import('../board/PostWritePage.tsx'));
const TermsPage = lazy(() => import('../terms/TermsPage.tsx'));
const PrivacyPolicyPage = lazy(() =>
  import('../terms/TermsPage.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const GuidePage = lazy(() => import('../guide/GuidePage.tsx'));
const ExamplePage = lazy(() => import('../guide/ExamplePage.tsx'));

/**
 * Customer centre (SPEC § 2: notices, FAQ, form downloads, 1:1 inquiry), the board, the terms and the
 * guide pages. Listed before the coming-soon entries of routes.tsx, so these win for the same paths.
 */
export const centerRoutes: RouteObject[] = [
  { path: '/center/notice', element: <NoticeListPage /> },
  { path: '/center/notice/:_notification', element: <NoticeDetailPage /> },
  { path: '/center/faqs', element: <FaqPage /> },
  { path: '/center/download', element: <DownloadListPage /> },
  { path: '/center/download/:_download', element: <DownloadDetailPage /> },
  { path: '/center/inquiry', element: <InquiryListPage /> },
  { path: '/center/inquiry/write', element: <InquiryWritePage /> },
  { path: '/center/inquiry/:_inquiry', element: <InquiryDetailPage /> },
  { path: '/center/inquiry/:_inquiry/edit', element: <InquiryWritePage /> },
  { path: '/board/:code', element: <BoardPage /> },
  { path: '/board/:code/write', element: <PostWritePage /> },
  { path: '/board/:code/:_post', element: <PostDetailPage /> },
  { path: '/board/:code/:_post/edit', element: <PostWritePage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/terms/:code', element: <TermsPage /> },
  { path: '/guide', element: <GuidePage /> },
  { path: '/ex', element: <ExamplePage /> },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk (the home downloads none of them).
const BoardPage = lazy(() => import('./BoardPage.tsx'));
const PostDetailPage = lazy(() => import('./PostDetailPage.tsx'));
const PostWritePage = lazy(() => import('./PostWritePage.tsx'));

/** The boards: a board's posts, one post, writing and editing one. */
export const boardRoutes: RouteObject[] = [
  { path: '/board/:code', element: <BoardPage /> },
  { path: '/board/:code/write', element: <PostWritePage /> },
  { path: '/board/:code/:_post', element: <PostDetailPage /> },
  { path: '/board/:code/:_post/edit', element: <PostWritePage /> },
];

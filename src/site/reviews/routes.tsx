import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const MyReviewsPage = lazy(() => import('./MyReviewsPage.tsx'));
const MyQuestionsPage = lazy(() => import('./MyQuestionsPage.tsx'));

/** The member's reviews and product questions (docs/decisions/0042-shop-reviews-and-questions.md): children of /mypage. */
export const reviewMypageRoutes: RouteObject[] = [
  { path: 'review', element: <MyReviewsPage /> },
  { path: 'inquire', element: <MyQuestionsPage /> },
];

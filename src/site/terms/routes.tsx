import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// One chunk for both pages, loaded on first use.
const TermsPage = lazy(() => import('./TermsPage.tsx'));
const PrivacyPolicyPage = lazy(() =>
  import('./TermsPage.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
);

/** The privacy policy and the other terms, each by its code. */
export const termsRoutes: RouteObject[] = [
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/terms/:code', element: <TermsPage /> },
];

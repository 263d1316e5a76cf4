import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Each page is its own chunk; they share the info texts, tables and drawings in common chunks.
const NotFoundPage = lazy(() => import('../ui/NotFoundPage.tsx'));

export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/business/overview': lazy(() => import('./pages/OverviewPage.tsx')),
  '/business/environment': lazy(() => import('./pages/EnvironmentPage.tsx')),
  '/business/feature': lazy(() => import('./pages/FeaturePage.tsx')),
  '/business/direction': lazy(() => import('./pages/DirectionPage.tsx')),
  '/business/supply': lazy(() => import('./pages/SupplyPage.tsx')),
  '/complex/community': lazy(() => import('./pages/CommunityPage.tsx')),
  '/complex/layout': lazy(() => import('./pages/LayoutPage.tsx')),
  '/complex/floor': lazy(() => import('./pages/FloorPage.tsx')),
  '/complex/unit': lazy(() => import('./pages/UnitPage.tsx')),
  '/complex/neighborhood': lazy(() => import('./pages/NeighborhoodPage.tsx')),
  '/subscription/condition': lazy(() => import('./pages/ConditionPage.tsx')),
  '/subscription/recruitment': lazy(() => import('./pages/RecruitmentPage.tsx')),
  '/subscription/document': lazy(() => import('./pages/DocumentPage.tsx')),
  '/subscription/support': lazy(() => import('./pages/SupportPage.tsx')),
};

/** Renders the info page of a route (the Layout's Suspense shows the loading state meanwhile). */
export default function InfoPages({ path }: { path: string }) {
  const Page = PAGES[path] ?? NotFoundPage;
  return <Page />;
}

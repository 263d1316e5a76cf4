import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MENU } from '../menu.ts';

/** The business, complex and subscription groups of the menu are the info pages of docs/spec.md § 2. */
export const INFO_GROUPS = ['business', 'complex', 'subscription'];
export const INFO_PATHS = MENU.filter((g) => INFO_GROUPS.includes(g.id)).flatMap((g) =>
  g.children.map((link) => link.path),
);

// One small lazy chunk (InfoPages.tsx) holds the per-page lazy imports, so the shell that `/` loads
// carries one import and its preload list instead of fourteen; each page is still its own chunk.
const InfoPages = lazy(() => import('./InfoPages.tsx'));

/** routes.tsx lists these before the menu's coming-soon fallbacks. */
export const infoRoutes: RouteObject[] = INFO_PATHS.map((path) => ({
  path,
  element: <InfoPages path={path} />,
}));

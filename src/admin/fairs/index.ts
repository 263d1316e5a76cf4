import { lazy } from 'react';
import Event from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import { FairList } from './FairList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';
import { fairDayRoutes } from './day/routes.tsx';

// The form brings zod and the grid editor: it loads with the first create/edit page.
const FairCreate = lazy(() => import('./FairForm.tsx').then((m) => ({ default: m.FairCreate })));
const FairEdit = lazy(() => import('./FairForm.tsx').then((m) => ({ default: m.FairEdit })));

/** 매칭 박람회: route /console/fairs, API /api/console/fairs, scope fairs (docs/decisions/0008-matching.md). */
export const fairs = {
  name: consoleResource('fairs').name,
  list: FairList,
  create: FairCreate,
  edit: FairEdit,
  icon: Event,
  recordRepresentation: 'title',
  children: fairDayRoutes,
} satisfies ResourceProps;

import { lazy } from 'react';
import WebAsset from '@mui/icons-material/WebAsset';
import type { ResourceProps } from 'react-admin';
import { PopupList } from './PopupList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

// The form brings zod and the image input: it loads with the first create/edit page.
const PopupCreate = lazy(() => import('./PopupForm.tsx').then((m) => ({ default: m.PopupCreate })));
const PopupEdit = lazy(() => import('./PopupForm.tsx').then((m) => ({ default: m.PopupEdit })));

/** 팝업: route /console/popups, API /api/console/popups, scope popups. */
export const popups = {
  name: consoleResource('popups').name,
  list: PopupList,
  create: PopupCreate,
  edit: PopupEdit,
  icon: WebAsset,
  recordRepresentation: 'title',
} satisfies ResourceProps;

import { lazy } from 'react';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import type { ResourceProps } from 'react-admin';
import { BannerList } from './BannerList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

// The form brings zod and the image input: it loads with the first create/edit page.
const BannerCreate = lazy(() => import('./BannerForm.tsx').then((m) => ({ default: m.BannerCreate })));
const BannerEdit = lazy(() => import('./BannerForm.tsx').then((m) => ({ default: m.BannerEdit })));

/** 배너: route /console/banners, API /api/console/banners, scope banners (`home` = the home slider). */
export const banners = {
  name: consoleResource('banners').name,
  list: BannerList,
  create: BannerCreate,
  edit: BannerEdit,
  icon: ViewCarousel,
  recordRepresentation: 'title',
} satisfies ResourceProps;

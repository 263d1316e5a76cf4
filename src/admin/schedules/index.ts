import { lazy } from 'react';
import EventAvailable from '@mui/icons-material/EventAvailable';
import type { ResourceProps } from 'react-admin';
import { ScheduleList } from './ScheduleList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

// The form brings zod and the preview of the public state: it loads with the first create/edit page.
const ScheduleCreate = lazy(() => import('./ScheduleForm.tsx').then((m) => ({ default: m.ScheduleCreate })));
const ScheduleEdit = lazy(() => import('./ScheduleForm.tsx').then((m) => ({ default: m.ScheduleEdit })));

/**
 * 청약 일정: route /console/schedules (docs/spec.md § 2), API /api/console/application/schedules (the dataProvider
 * maps the path), allowed only to the configured schedules manager.
 */
export const schedules = {
  name: consoleResource('schedules').name,
  list: ScheduleList,
  create: ScheduleCreate,
  edit: ScheduleEdit,
  icon: EventAvailable,
  recordRepresentation: (record: { round?: number; title?: string }) =>
    `${record.round ?? ''} · ${record.title ?? ''}`,
} satisfies ResourceProps;

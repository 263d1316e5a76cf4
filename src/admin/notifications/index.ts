import { lazy } from 'react';
import Campaign from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { NotificationList } from './NotificationList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

// The form brings zod, the upload input and (lazily again) the rich-text editor: it loads with the first
// create/edit page, not with the console (Layout renders pages inside Suspense).
const NotificationCreate = lazy(() =>
  import('./NotificationForm.tsx').then((m) => ({ default: m.NotificationCreate })),
);
const NotificationEdit = lazy(() =>
  import('./NotificationForm.tsx').then((m) => ({ default: m.NotificationEdit })),
);

/** 공지사항: route /console/center/notifications, API /api/console/center/notifications, scope centerNotifications. */
export const notifications = {
  name: consoleResource('notifications').name,
  list: NotificationList,
  create: NotificationCreate,
  edit: NotificationEdit,
  icon: Campaign,
  recordRepresentation: 'title',
} satisfies ResourceProps;

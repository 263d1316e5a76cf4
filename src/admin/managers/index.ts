import { lazy } from 'react';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import type { ResourceProps } from 'react-admin';
import { ManagerList } from './ManagerList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

const ManagerCreate = lazy(() => import('./ManagerForm.tsx').then((m) => ({ default: m.ManagerCreate })));
const ManagerEdit = lazy(() => import('./ManagerForm.tsx').then((m) => ({ default: m.ManagerEdit })));

/** 관리자: route /console/manager (docs/spec.md § 2), API /api/console/managers (mapped), scope manager. */
export const managers = {
  name: consoleResource('managers').name,
  list: ManagerList,
  create: ManagerCreate,
  edit: ManagerEdit,
  icon: ManageAccounts,
  recordRepresentation: 'username',
} satisfies ResourceProps;

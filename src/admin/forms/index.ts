import { lazy } from 'react';
import Assignment from '@mui/icons-material/Assignment';
import type { ResourceProps } from 'react-admin';
import { FormList } from './FormList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

const FormShow = lazy(() => import('./FormShow.tsx'));

/** 양식: route /console/forms, API /api/console/forms (and PUT /email), scope forms. */
export const forms = {
  name: consoleResource('forms').name,
  list: FormList,
  show: FormShow,
  icon: Assignment,
  recordRepresentation: 'subject',
} satisfies ResourceProps;

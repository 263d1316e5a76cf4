import { lazy } from 'react';
import Gavel from '@mui/icons-material/Gavel';
import type { ResourceProps } from 'react-admin';
import { TermList } from './TermList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

// The form brings zod and (lazily again) the rich-text editor.
const TermCreate = lazy(() => import('./TermForm.tsx').then((m) => ({ default: m.TermCreate })));
const TermEdit = lazy(() => import('./TermForm.tsx').then((m) => ({ default: m.TermEdit })));

/** 약관: route /console/terms, API /api/console/terms, scope terms. */
export const terms = {
  name: consoleResource('terms').name,
  list: TermList,
  create: TermCreate,
  edit: TermEdit,
  icon: Gavel,
  recordRepresentation: 'title',
} satisfies ResourceProps;

import { lazy } from 'react';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import type { ResourceProps } from 'react-admin';
import { FaqList } from './FaqList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

// The form brings zod and (lazily again) the rich-text editor: it loads with the first create/edit page.
const FaqCreate = lazy(() => import('./FaqForm.tsx').then((m) => ({ default: m.FaqCreate })));
const FaqEdit = lazy(() => import('./FaqForm.tsx').then((m) => ({ default: m.FaqEdit })));

/** 자주 묻는 질문: route /console/center/faqs, API /api/console/center/faqs, scope centerFaqs. */
export const faqs = {
  name: consoleResource('faqs').name,
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizOutlined,
  recordRepresentation: 'question',
} satisfies ResourceProps;

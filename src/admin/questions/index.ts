import { lazy } from 'react';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import type { ResourceProps } from 'react-admin';
import { QuestionList } from './QuestionList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

// The answer page brings zod and (lazily again) the rich-text editor: it loads with the first answer.
const QuestionEdit = lazy(() => import('./QuestionForm.tsx').then((m) => ({ default: m.QuestionEdit })));

/** 1:1 문의: route /console/center/questions, API /api/console/center/questions, scope centerQuestions. */
export const questions = {
  name: consoleResource('questions').name,
  list: QuestionList,
  edit: QuestionEdit,
  icon: QuestionAnswer,
  recordRepresentation: 'title',
} satisfies ResourceProps;

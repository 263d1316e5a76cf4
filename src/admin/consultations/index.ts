import { lazy } from 'react';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import type { ResourceProps } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { ConsultationList } from './ConsultationList.tsx';

const ConsultationShow = lazy(() => import('./ConsultationShow.tsx'));

/**
 * 전문가 상담: route /console/experts/consultations, API /api/console/experts/consultations, scope experts
 * (docs/decisions/0025-expert-consultations.md).
 */
export const consultations = {
  name: consoleResource('consultations').name,
  list: ConsultationList,
  show: ConsultationShow,
  icon: QuestionAnswer,
} satisfies ResourceProps;

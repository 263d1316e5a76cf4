import { createElement, lazy } from 'react';
import Assignment from '@mui/icons-material/Assignment';
import HowToReg from '@mui/icons-material/HowToReg';
import type { ResourceProps } from 'react-admin';
import { ApplicationList } from './ApplicationList.tsx';

const ApplicationShow = lazy(() => import('./ApplicationShow.tsx'));

/**
 * 관심고객 등록: route /console/registration, API /api/console/application?kind=REGISTRATION, scope registration.
 * 청약 신청: route /console/application, API /api/console/application?kind=APPLICATION, scope application.
 */
export const registration = {
  name: 'registration',
  list: () => createElement(ApplicationList, { kind: 'REGISTRATION' }),
  show: ApplicationShow,
  icon: HowToReg,
  recordRepresentation: 'receiptNo',
} satisfies ResourceProps;

export const application = {
  name: 'application',
  list: () => createElement(ApplicationList, { kind: 'APPLICATION' }),
  show: ApplicationShow,
  icon: Assignment,
  recordRepresentation: 'receiptNo',
} satisfies ResourceProps;

import { createElement } from 'react';
import History from '@mui/icons-material/History';
import { CanAccess, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { ConsoleAccessDenied } from '../AccessDenied.tsx';
import { LogList } from './LogList.tsx';
import { LogReview } from './LogReview.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

/**
 * 접속기록: route /console/logs, API /api/console/common/logs, scope manager, read-only; its monthly review at
 * /console/logs/review (GET /api/console/common/logs/review).
 */
export const logs = {
  name: consoleResource('logs').name,
  list: LogList,
  icon: History,
  // a resource's child route is not guarded by react-admin as its list is: the same scope, checked here
  children: createElement(Route, {
    path: 'review',
    element: createElement(CanAccess, {
      resource: 'logs',
      action: 'list',
      accessDenied: createElement(ConsoleAccessDenied),
      children: createElement(LogReview),
    }),
  }),
} satisfies ResourceProps;

import { createElement } from 'react';
import History from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { LogList } from './LogList.tsx';
import { LogReview } from './LogReview.tsx';

/**
 * 접속기록: route /console/logs, API /api/console/common/logs, scope manager, read-only; its monthly review at
 * /console/logs/review (GET /api/console/common/logs/review).
 */
export const logs = {
  name: 'logs',
  list: LogList,
  icon: History,
  children: createElement(Route, { path: 'review', element: createElement(LogReview) }),
} satisfies ResourceProps;

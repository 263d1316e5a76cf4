import History from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { LogList } from './LogList.tsx';

/** 접속기록: route /console/logs, API /api/console/common/logs, scope manager, read-only. */
export const logs = {
  name: 'logs',
  list: LogList,
  icon: History,
} satisfies ResourceProps;

import { lazy } from 'react';
import People from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { MemberList } from './MemberList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

const MemberShow = lazy(() => import('./MemberShow.tsx'));

/** 회원(셀러·바이어): route /console/users, API /api/console/users, scope users (docs/decisions/0008-matching.md). */
export const users = {
  name: consoleResource('members').name,
  list: MemberList,
  show: MemberShow,
  icon: People,
  recordRepresentation: 'username',
} satisfies ResourceProps;

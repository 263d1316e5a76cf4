import { lazy } from 'react';
import Handshake from '@mui/icons-material/Handshake';
import type { ResourceProps } from 'react-admin';
import { MatchingList } from './MatchingList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

const MatchingShow = lazy(() => import('./MatchingShow.tsx'));

/** 매칭 현황: route /console/matchings, API /api/console/matchings, scope fairs (docs/decisions/0008-matching.md). */
export const matchings = {
  name: consoleResource('matchings').name,
  list: MatchingList,
  show: MatchingShow,
  icon: Handshake,
} satisfies ResourceProps;

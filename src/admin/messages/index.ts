import { lazy } from 'react';
import Outbox from '@mui/icons-material/Outbox';
import type { ResourceProps } from 'react-admin';
import { MessageList } from './MessageList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

const MessageShow = lazy(() => import('./MessageShow.tsx'));

/** 메시지: route /console/messages, API /api/console/messages (the outbox, POST /test), scope messages. */
export const messages = {
  name: consoleResource('messages').name,
  list: MessageList,
  show: MessageShow,
  icon: Outbox,
  recordRepresentation: 'subject',
} satisfies ResourceProps;

import { lazy } from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ResourceProps } from 'react-admin';
import { DownloadList } from './DownloadList.tsx';
import { consoleResource } from '#domain/consoleResources.ts';

// The form brings zod, the upload input and (lazily again) the rich-text editor.
const DownloadCreate = lazy(() => import('./DownloadForm.tsx').then((m) => ({ default: m.DownloadCreate })));
const DownloadEdit = lazy(() => import('./DownloadForm.tsx').then((m) => ({ default: m.DownloadEdit })));

/** 서식 다운로드: route /console/center/downloads, API /api/console/center/downloads, scope centerDownloads. */
export const downloads = {
  name: consoleResource('downloads').name,
  list: DownloadList,
  create: DownloadCreate,
  edit: DownloadEdit,
  icon: FileDownloadOutlined,
  recordRepresentation: 'title',
} satisfies ResourceProps;

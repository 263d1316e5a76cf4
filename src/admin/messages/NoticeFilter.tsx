import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { SelectInput, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import type { GroupNotice } from '#domain/schemas/groupNotice.ts';
import { formatDateTime } from '../format.ts';
import { useNoticeApi } from '../common/noticeApi.ts';

const T = 'resources.groupNotices';
/** Group notices are read with the applications' scope (docs/decisions/0030-group-notices-and-round-statistics.md). */
const APPLICATIONS = consoleResource('applications', 1).name;

/**
 * The last 100 group notices, for a manager who may read them (scope `application`); none otherwise — the
 * messages list still filters by a notice's id given in its address (the dialog's link).
 */
export function useGroupNotices(): GroupNotice[] {
  const { canAccess } = useCanAccess({ resource: APPLICATIONS, action: 'list' });
  const api = useNoticeApi();
  const [notices, setNotices] = useState<GroupNotice[]>([]);
  useEffect(() => {
    if (!canAccess) return;
    let live = true;
    api.list().then(
      (answer) => live && setNotices(answer.notices),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: the api object is new each render
  }, [canAccess]);
  return notices;
}

/** The messages list's filter by group notice: its choices name each notice by time and subject. */
export function NoticeFilterInput({ notices, source }: { notices: GroupNotice[]; source: string }) {
  return (
    <SelectInput
      source={source}
      label={`${T}.fields.notice`}
      choices={notices.map((n) => ({
        id: n._id,
        name: `${formatDateTime(n.createdAt).slice(0, 16)} · ${n.subject}`,
      }))}
      translateChoice={false}
      sx={{ minWidth: 260 }}
    />
  );
}

/** Above the messages of one notice: its delivery counts (the rows below are its recipients, one each). */
export function NoticeSummary({ notices }: { notices: GroupNotice[] }) {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notice = notices.find((n) => n._id === filterValues.notice);
  if (!notice) return null;
  return (
    <Alert severity={notice.failed > 0 ? 'warning' : 'info'} sx={{ mt: 1 }} data-testid="notice-summary">
      {translate(`${T}.summary`, { ...notice, subject: notice.subject })}
      {notice.scheduledAt
        ? ` · ${translate(`${T}.scheduledFor`, { at: formatDateTime(notice.scheduledAt).slice(0, 16) })}`
        : ''}
    </Alert>
  );
}

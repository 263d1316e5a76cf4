import { useState } from 'react';
import Campaign from '@mui/icons-material/Campaign';
import { Button, useListContext, useTranslate } from 'react-admin';
import { noticeFilterSchema, type NoticeFilter } from '#domain/schemas/groupNotice.ts';
import { GroupNoticeDialog } from './GroupNoticeDialog.tsx';

/** The list's filters a notice's recipients are chosen by (domain/schemas/groupNotice.ts noticeFilterSchema). */
const NOTICE_KEYS = new Set(Object.keys(noticeFilterSchema.shape));

/** Where the label of a list filter the notice cannot use is read. */
const FILTER_LABELS: Readonly<Record<string, string>> = {
  q: 'ra.action.search',
  mine: 'resources.applicationReview.mine',
  from: 'console.filters.from',
  to: 'console.filters.to',
};

/**
 * The list's filter as a notice's: the keys it shares with the list, and those it cannot use (a search, my
 * queue, dates, answers) — with any of those set, the notice would reach others than the list shows, so
 * the dialog refuses to send until they are cleared.
 */
export function noticeFilterOf(values: Record<string, unknown>): {
  filter: NoticeFilter;
  unsupported: string[];
} {
  const filter: Record<string, unknown> = {};
  const unsupported: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (NOTICE_KEYS.has(key)) filter[key] = value;
    else unsupported.push(key);
  }
  const parsed = noticeFilterSchema.safeParse(filter);
  return parsed.success
    ? { filter: parsed.data, unsupported }
    : { filter: {}, unsupported: Object.keys(filter) };
}

/**
 * 단체 안내: SMS and/or e-mail to everyone the applications list's current filter finds
 * (docs/decisions/0030-group-notices-and-round-statistics.md), from the list's toolbar.
 */
export function GroupNoticeButton({ permanent }: { permanent: Record<string, unknown> }) {
  const { total, filterValues } = useListContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!total) return null;
  const { filter, unsupported } = noticeFilterOf({ ...filterValues, ...permanent });
  const unsupportedLabels = unsupported.map((key) =>
    translate(FILTER_LABELS[key] ?? `resources.application.fields.${key}`, { _: key }),
  );
  return (
    <>
      <Button
        label={translate('resources.groupNotices.button', { count: total })}
        onClick={() => setOpen(true)}
      >
        <Campaign />
      </Button>
      {open ? (
        <GroupNoticeDialog filter={filter} unsupported={unsupportedLabels} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

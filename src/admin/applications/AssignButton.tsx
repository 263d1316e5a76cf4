import { useEffect, useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import type { ApplicationKind } from '#domain/constants.ts';
import type { Reviewer } from '#domain/schemas/applicationDocuments.ts';
import { useReviewApi } from './reviewApi.ts';

const T = 'resources.applicationReview';

/** Assigns the selected records to a reviewer (managers who hold the kind's scope), or unassigns them. */
export function AssignButton({ kind }: { kind: ApplicationKind }) {
  const { selectedIds, resource } = useListContext();
  const api = useReviewApi();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselect = useUnselectAll(resource);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reviewers, setReviewers] = useState<Reviewer[]>([]);
  useEffect(() => {
    if (anchor && reviewers.length === 0) void api.reviewers(kind).then((r) => setReviewers(r.reviewers));
  }, [anchor, kind, reviewers.length, api]);
  const assign = async (managerId: string | null) => {
    setAnchor(null);
    try {
      const { assigned } = await api.assign(selectedIds.map(String), managerId);
      notify(`${T}.assigned`, { type: 'success', messageArgs: { count: assigned } });
      unselect();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button label={`${T}.assign`} onClick={(e) => setAnchor(e.currentTarget)} />
      <Menu open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {reviewers.map((r) => (
          <MenuItem key={r._id} onClick={() => void assign(r._id)}>
            {r.name ? `${r.name} (${r.username})` : r.username}
          </MenuItem>
        ))}
        <MenuItem onClick={() => void assign(null)}>{translate(`${T}.unassigned`)}</MenuItem>
      </Menu>
    </>
  );
}

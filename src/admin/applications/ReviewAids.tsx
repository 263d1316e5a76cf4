import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useRefresh, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DOCUMENT_LABELS, DOCUMENT_STATE_LABELS } from '#domain/documentReview.ts';
import { LOCALES, type Localized } from '#domain/locale.ts';
import type { ApplicationReviewAids, ChecklistItem } from '#domain/schemas/applicationDocuments.ts';
import { dateTimeCell } from '../format.ts';
import { useLabels } from './labels.ts';
import { filterSearch, useReviewApi } from './reviewApi.ts';

const T = 'resources.applicationReview';
const STATE_COLORS = {
  MISSING: 'default',
  RECEIVED: 'info',
  ACCEPTED: 'success',
  REJECTED: 'error',
} as const;

const docLabel = (name: string, locale: keyof Localized) =>
  (DOCUMENT_LABELS as Record<string, Localized>)[name]?.[locale] ?? name;

/** The list's filter and order as react-admin keeps them for the resource: previous/next follow the list. */
function useListSearch(resource: string) {
  const [params] = useStore<{ filter?: Record<string, unknown>; sort?: string; order?: string }>(
    `${resource}.listParams`,
    {},
  );
  const sort = params.sort
    ? { field: params.sort, order: params.order === 'ASC' ? 'ASC' : 'DESC' }
    : undefined;
  return filterSearch({
    filter: params.filter ?? {},
    ...(sort ? { sort: sort as { field: string; order: 'ASC' | 'DESC' } } : {}),
  });
}

function ChecklistRow({
  item,
  onJudge,
}: {
  item: ChecklistItem;
  onJudge: (verdict: string, reason?: string) => void;
}) {
  const translate = useTranslate();
  const { locale } = useLabels();
  const [reason, setReason] = useState('');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' }, py: 0.5 }}>
      <Typography sx={{ minWidth: 200 }}>
        {docLabel(item.name, locale)}
        {item.required ? ` · ${translate(`${T}.required`)}` : ''}
      </Typography>
      <Chip size="small" color={STATE_COLORS[item.state]} label={DOCUMENT_STATE_LABELS[item.state][locale]} />
      {item.reason ? (
        <Typography variant="body2" color="text.secondary">
          {item.reason}
        </Typography>
      ) : null}
      {item.fileId ? (
        <Box className="no-print" sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: { md: 'auto' } }}>
          <Button size="small" onClick={() => onJudge('ACCEPTED')}>
            {translate(`${T}.accept`)}
          </Button>
          <TextField
            size="small"
            label={translate(`${T}.rejectReason`)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <Button
            size="small"
            color="error"
            disabled={!reason.trim()}
            onClick={() => onJudge('REJECTED', reason)}
          >
            {translate(`${T}.reject`)}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** 보완요청: the missing or rejected documents preselected, a deadline, a note, the applicant's language. */
function SupplementForm({
  id,
  checklist,
  onSent,
}: {
  id: string;
  checklist: ChecklistItem[];
  onSent: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useReviewApi();
  const { locale } = useLabels();
  const [docs, setDocs] = useState(
    checklist
      .filter((c) => c.required && (c.state === 'MISSING' || c.state === 'REJECTED'))
      .map((c) => c.name),
  );
  const [deadline, setDeadline] = useState('');
  const [note, setNote] = useState('');
  const [lang, setLang] = useState<string>('ko');
  const send = async () => {
    try {
      // the input is Seoul wall time: the console states every time in Korea's zone
      await api.supplement(id, { documents: docs, deadline: `${deadline}:00+09:00`, note, locale: lang });
      notify(`${T}.supplementSent`, { type: 'success' });
      onSent();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box className="no-print" sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate(`${T}.supplement`)}</Typography>
      <Box>
        {checklist.map((c) => (
          <FormControlLabel
            key={c.name}
            label={docLabel(c.name, locale)}
            control={
              <Checkbox
                checked={docs.includes(c.name)}
                onChange={(e) =>
                  setDocs(e.target.checked ? [...docs, c.name] : docs.filter((d) => d !== c.name))
                }
              />
            }
          />
        ))}
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextField
          size="small"
          type="datetime-local"
          name="deadline"
          label={translate(`${T}.deadline`)}
          value={deadline}
          onChange={(e) => setDeadline(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          name="supplementNote"
          label={translate(`${T}.supplementNote`)}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label={translate(`${T}.applicantLocale`)}
          value={lang}
          onChange={(e) => setLang(e.target.value)}
        >
          {LOCALES.map((l) => (
            <MenuItem key={l} value={l}>
              {{ ko: '한국어', en: 'English', cn: '中文' }[l]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={docs.length === 0 || !deadline} onClick={() => void send()}>
          {translate(`${T}.supplement`)}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The review beside the record (docs/decisions/0027-application-status-life.md): the document checklist with a verdict per file, supplement
 * requests, the assigned reviewer, previous/next within the list's filter, and printing.
 */
export function ReviewAids({
  id,
  resource,
  canRequest,
}: {
  id: string;
  resource: string;
  canRequest: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const api = useReviewApi();
  const search = useListSearch(resource);
  const [aids, setAids] = useState<ApplicationReviewAids | null>(null);
  const load = useCallback(() => {
    void api.aids(id, search).then(setAids, (error: Error) => notify(error.message, { type: 'error' }));
    // api is a new object each render; id and search say when to reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, search]);
  useEffect(load, [load]);
  if (!aids) return null;
  const judge = async (name: string, verdict: string, reason?: string) => {
    try {
      await api.judge(id, name, { verdict, reason });
      load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const open = aids.supplements[0];
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} className="no-print" sx={{ mb: 1, alignItems: 'center' }}>
          <Button
            disabled={!aids.previous}
            onClick={() => aids.previous && navigate(`/${resource}/${aids.previous}/show`)}
          >
            {translate(`${T}.previous`)}
          </Button>
          <Button
            disabled={!aids.next}
            onClick={() => aids.next && navigate(`/${resource}/${aids.next}/show`)}
          >
            {translate(`${T}.next`)}
          </Button>
          <Typography variant="body2" sx={{ ml: 'auto' }}>
            {`${translate(`${T}.assignee`)}: ${aids.assignee?.username ?? translate(`${T}.unassigned`)}`}
          </Typography>
          <Button variant="outlined" onClick={() => window.print()}>
            {translate(`${T}.print`)}
          </Button>
        </Stack>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.checklist`)}
        </Typography>
        {aids.checklist.map((item) => (
          <ChecklistRow key={item.name} item={item} onJudge={(v, r) => void judge(item.name, v, r)} />
        ))}
        {open ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {open.answeredAt
              ? translate(`${T}.supplementAnswered`, { at: dateTimeCell(open.answeredAt) })
              : translate(`${T}.supplementOpen`, {
                  deadline: dateTimeCell(open.deadline),
                  documents: open.documents.join(', '),
                })}
          </Typography>
        ) : null}
        {canRequest ? (
          <SupplementForm
            id={id}
            checklist={aids.checklist}
            onSent={() => {
              load();
              refresh();
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

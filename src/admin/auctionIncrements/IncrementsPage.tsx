import { useEffect, useState } from 'react';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button as MuiButton,
  IconButton,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Button, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { incrementTableProblem, type IncrementRow } from '#domain/auction/increments.ts';
import { localizeText, message } from '#domain/messages/index.ts';
import { useConsoleAction } from '../common/useConsoleAction.ts';
import { isLocale } from '../i18n.ts';
import { client } from '../session.ts';

const API = '/api/console/auction/increments';
type Draft = { upTo: string; step: string };

const toDraft = (rows: readonly IncrementRow[]): Draft[] =>
  rows.map((r) => ({ upTo: r.upTo === null ? '' : String(r.upTo), step: String(r.step) }));
const toRows = (drafts: readonly Draft[]): IncrementRow[] =>
  drafts.map((d, i) => ({
    upTo: i === drafts.length - 1 || d.upTo.trim() === '' ? null : Number(d.upTo),
    step: Number(d.step),
  }));

/**
 * `/console/increments`: the one increment table of every sale (domain/auction/increments.ts),
 * edited as a whole and checked by the same rule as the server's before it is sent.
 */
export function IncrementsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { run } = useConsoleAction();
  const [locale] = useLocaleState();
  const lang = isLocale(locale) ? locale : 'ko';
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = (key: string) => translate(`resources.increments.${key}`);

  useEffect(() => {
    void client.get<{ rows: IncrementRow[] }>(API).then((res) => res.ok && setDrafts(toDraft(res.data.rows)));
  }, []);

  const save = async () => {
    if (!drafts) return;
    const rows = toRows(drafts);
    if (incrementTableProblem(rows)) {
      setError(message('auctionIncrementsInvalid', lang));
      return;
    }
    await run(async () => {
      const res = await client.put<{ rows: IncrementRow[]; message?: string }>(API, { rows });
      if (!res.ok) {
        setError(localizeText(res.data.message ?? '', lang));
        return;
      }
      setDrafts(toDraft(res.data.rows));
      setError(null);
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    });
  };

  const edit = (index: number, field: keyof Draft, value: string) =>
    setDrafts(
      (all) => all?.map((d, i) => (i === index ? { ...d, [field]: value.replace(/\D/g, '') } : d)) ?? null,
    );

  return (
    <Box sx={{ p: 2, maxWidth: 640 }}>
      <Title title="resources.increments.name" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          {drafts?.map((draft, index) => {
            const last = index === drafts.length - 1;
            return (
              <Stack key={index} direction="row" spacing={1} alignItems="center">
                <TextField
                  size="small"
                  label={t('upTo')}
                  value={last ? '' : draft.upTo}
                  placeholder={last ? t('open') : undefined}
                  disabled={last}
                  onChange={(e) => edit(index, 'upTo', e.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <TextField
                  size="small"
                  label={t('step')}
                  value={draft.step}
                  onChange={(e) => edit(index, 'step', e.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <IconButton
                  aria-label={t('remove')}
                  disabled={drafts.length <= 1}
                  onClick={() => setDrafts(drafts.filter((_, i) => i !== index))}
                >
                  <Delete />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <MuiButton
            startIcon={<Add />}
            onClick={() =>
              setDrafts((all) => [
                ...(all ?? []).slice(0, -1),
                { upTo: '', step: '' },
                ...(all ?? []).slice(-1),
              ])
            }
          >
            {t('add')}
          </MuiButton>
          <Box sx={{ flex: 1 }} />
          <Button label="ra.action.save" variant="contained" onClick={() => void save()} />
        </Stack>
      </Paper>
    </Box>
  );
}

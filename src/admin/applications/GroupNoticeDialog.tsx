import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, Link, useBasename, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { newIdempotencyKey } from '#src/api/idempotencyKey.ts';
import { LOCALE_NAMES, LOCALES, parseLocale, type Locale } from '#domain/locale.ts';
import { localizeText } from '#domain/messages/index.ts';
import { noticeMessages } from '#domain/messages/notices.ts';
import { NOTICE_VARIABLES } from '#domain/noticeTemplate.ts';
import {
  noticeInputSchema,
  UNIT_TYPES,
  type NoticeFilter,
  type NoticeInput,
  type NoticePreview,
  type NoticeTemplates,
} from '#domain/schemas/groupNotice.ts';
import { OUTGOING_CHANNELS, type OutgoingChannel } from '#domain/schemas/outgoing.ts';
import { consoleResource } from '#domain/consoleResources.ts';
import noticeWords from '#locales/resources/groupNotices.ts';
import { fromSeoulInputValue } from '../format.ts';
import { useLabels } from './labels.ts';
import { useNoticeApi, type CreatedNotice } from '../common/noticeApi.ts';

const T = 'resources.groupNotices';
const MESSAGES = consoleResource('messages').name;
const WORDS = noticeWords.groupNotices.texts;

type Errors = Record<string, string>;
type Field = 'subject' | 'body';

/** The filter's values as chips: what the manager sees the notice go to. */
function FilterChips({ filter }: { filter: NoticeFilter }) {
  const translate = useTranslate();
  const { label } = useLabels();
  const shown: [string, string][] = [];
  if (filter.round !== undefined) shown.push(['round', String(filter.round)]);
  if (filter.status) shown.push(['status', label('status', filter.status)]);
  if (filter.supplyType) shown.push(['supplyType', label('supplyType', filter.supplyType)]);
  if (filter.supplyCategory) shown.push(['supplyCategory', label('supplyCategory', filter.supplyCategory)]);
  if (filter.earningRank) shown.push(['earningRank', label('rank', filter.earningRank)]);
  if (filter.regionRank) shown.push(['regionRank', label('rank', filter.regionRank)]);
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="notice-filter">
      {shown.length === 0 ? <Chip size="small" label={translate(`${T}.noFilter`)} /> : null}
      {shown.map(([key, value]) => (
        <Chip
          key={key}
          size="small"
          variant="outlined"
          label={`${translate(`resources.application.fields.${key}`)}: ${value}`}
        />
      ))}
    </Stack>
  );
}

/** The messages one real recipient gets, as the preview answers them (the name masked). */
function PreviewPanel({ preview }: { preview: NoticePreview }) {
  const translate = useTranslate();
  const { sample } = preview;
  return (
    <Box
      role="region"
      aria-label={translate(`${T}.preview`)}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'action.hover' }}
    >
      {sample ? (
        <>
          <Typography variant="body2" gutterBottom>
            {translate(`${T}.previewOf`, {
              count: preview.recipients,
              receiptNo: sample.receiptNo,
              lang: LOCALE_NAMES[sample.lang],
            })}
          </Typography>
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {sample.subject}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {sample.text}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}

/**
 * A first template in each language (the applicants' languages, whatever the console's): the words file has
 * all three side by side.
 */
const DEFAULT_TEMPLATES = Object.fromEntries(
  LOCALES.map((l) => [l, { subject: WORDS.defaultSubject[l], body: WORDS.defaultBody[l] }]),
) as NoticeTemplates;

/**
 * The group notice dialog (docs/decisions/0030-group-notices-and-round-statistics.md): channels, the unit type
 * on top of the list's filter, a template per language with the variables, an optional deadline and send time;
 * preview on the first real recipient, a test send to oneself, then — after confirming the count — the notice,
 * sent once whatever the clicks (one Idempotency-Key per dialog,
 * docs/decisions/0032-notice-idempotency-and-applicant-supplement.md).
 */
export function GroupNoticeDialog({
  filter,
  unsupported,
  onClose,
}: {
  filter: NoticeFilter;
  unsupported: string[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [localeValue] = useLocaleState();
  const locale = parseLocale(localeValue);
  const api = useNoticeApi();
  const basename = useBasename();
  const [key] = useState(newIdempotencyKey);
  const [channels, setChannels] = useState<OutgoingChannel[]>(['sms', 'email']);
  const [unitType, setUnitType] = useState('');
  const [templates, setTemplates] = useState<NoticeTemplates>(DEFAULT_TEMPLATES);
  const [tab, setTab] = useState<Locale>(locale);
  const [deadline, setDeadline] = useState('');
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<NoticePreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [created, setCreated] = useState<CreatedNotice | null>(null);
  const focused = useRef<{ field: Field; input: HTMLInputElement | HTMLTextAreaElement } | null>(null);

  const input = (): NoticeInput | null => {
    const raw = {
      filter: { ...filter, ...(unitType ? { unitType } : {}) },
      channels,
      templates,
      deadline: deadline || null,
      scheduledAt: later ? fromSeoulInputValue(at) : null,
    };
    const parsed = noticeInputSchema.safeParse(raw);
    if (later && !raw.scheduledAt) {
      setErrors({ scheduledAt: noticeMessages.noticeScheduledAtInvalid[locale] });
      return null;
    }
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path.join('.')] ??= localizeText(issue.message, locale);
      setErrors(found);
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  const call = async <R,>(run: (valid: NoticeInput) => Promise<R>): Promise<R | null> => {
    const valid = input();
    if (!valid) return null;
    setBusy(true);
    try {
      return await run(valid);
    } catch (caught) {
      // a 400 of the whole request (nobody found, no contact for the test) has no field errors: its message
      const fields =
        caught instanceof HttpError ? (caught.body as { errors?: Errors } | undefined)?.errors : undefined;
      setErrors(fields && Object.keys(fields).length > 0 ? fields : { form: (caught as Error).message });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const doPreview = async () => {
    const answer = await call((valid) => api.preview(valid));
    if (answer) setPreview(answer);
    return answer;
  };

  const doTest = async () => {
    const answer = await call((valid) => api.test(valid));
    if (!answer) return;
    const statuses = answer.messages
      .map(
        (m) =>
          `${translate(`resources.messages.channels.${m.channel}`)} ${translate(`resources.messages.statuses.${m.status}`)}`,
      )
      .join(', ');
    notify(`${T}.testDone`, { messageArgs: { statuses } });
  };

  const askToSend = async () => {
    const answer = await doPreview();
    if (answer && answer.recipients > 0) setConfirming(true);
  };

  const send = async () => {
    const answer = await call((valid) => api.create(valid, key));
    if (answer) setCreated(answer.notice);
    setConfirming(false);
  };

  const setTemplate = (field: Field, value: string) => {
    setTemplates((current) => ({ ...current, [tab]: { ...current[tab], [field]: value } }));
    setPreview(null);
  };

  /** Puts `{variable}` where the cursor was in the subject or text last focused (the text by default). */
  const insertVariable = (variable: string) => {
    const slot = `{${variable}}`;
    const target = focused.current;
    const field = target?.field ?? 'body';
    const current = templates[tab][field];
    const start = target?.input.selectionStart ?? current.length;
    const end = target?.input.selectionEnd ?? current.length;
    setTemplate(field, current.slice(0, start) + slot + current.slice(end));
    requestAnimationFrame(() => {
      target?.input.focus();
      target?.input.setSelectionRange(start + slot.length, start + slot.length);
    });
  };

  const fieldError = (path: string) => errors[path];
  const tabHasError = (l: Locale) => Object.keys(errors).some((path) => path.startsWith(`templates.${l}`));
  const otherErrors = Object.entries(errors).filter(
    ([path]) => !/^(templates\.|channels|deadline|scheduledAt)/.test(path),
  );

  if (created) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="group-notice-title">
        <DialogTitle id="group-notice-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <Alert severity="success" role="status">
            {translate(`${T}.queued`, created)}
          </Alert>
        </DialogContent>
        <DialogActions>
          <MuiButton
            component={Link}
            to={`${basename}/${MESSAGES}?filter=${encodeURIComponent(JSON.stringify({ notice: created._id }))}`}
          >
            {translate(`${T}.delivery`)}
          </MuiButton>
          <MuiButton variant="contained" onClick={onClose}>
            {translate('ra.action.close')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    );
  }

  const channelNames = channels.map((c) => translate(`resources.messages.channels.${c}`)).join(', ');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="group-notice-title">
      <DialogTitle id="group-notice-title">{translate(`${T}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate(`${T}.filterIntro`)}</Typography>
          <FilterChips filter={filter} />
          {unsupported.length > 0 ? (
            <Alert severity="warning" role="alert">
              {translate(`${T}.unsupported`, { filters: unsupported.join(', ') })}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'flex-start' }}>
            <TextField
              select
              size="small"
              name="unitType"
              label={translate(`${T}.fields.unitType`)}
              value={unitType}
              onChange={(e) => {
                setUnitType(e.target.value);
                setPreview(null);
              }}
              sx={{ width: 200, flexShrink: 0 }}
            >
              <MenuItem value="">{translate(`${T}.fields.anyUnitType`)}</MenuItem>
              {UNIT_TYPES.map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <FormLabel component="legend" sx={{ fontSize: 12 }}>
                {translate(`${T}.fields.channels`)}
              </FormLabel>
              <FormGroup row>
                {OUTGOING_CHANNELS.map((channel) => (
                  <FormControlLabel
                    key={channel}
                    label={translate(`resources.messages.channels.${channel}`)}
                    control={
                      <Checkbox
                        size="small"
                        checked={channels.includes(channel)}
                        onChange={(e) =>
                          setChannels((current) =>
                            e.target.checked
                              ? OUTGOING_CHANNELS.filter((c) => c === channel || current.includes(c))
                              : current.filter((c) => c !== channel),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldError('channels') ? (
                <Typography variant="caption" color="error" role="alert">
                  {fieldError('channels')}
                </Typography>
              ) : null}
            </Box>
          </Stack>

          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.templateHint`)}
            </Typography>
            <Tabs
              value={tab}
              onChange={(_, value: Locale) => setTab(value)}
              aria-label={translate(`${T}.fields.body`)}
            >
              {LOCALES.map((l) => (
                <Tab
                  key={l}
                  value={l}
                  label={LOCALE_NAMES[l]}
                  // a language's own name, not upper-cased (ENGLISH)
                  sx={{ textTransform: 'none', ...(tabHasError(l) ? { color: 'error.main' } : {}) }}
                />
              ))}
            </Tabs>
            <Stack spacing={1.5} sx={{ pt: 1.5 }}>
              <TextField
                name="subject"
                size="small"
                fullWidth
                label={translate(`${T}.fields.subject`)}
                value={templates[tab].subject}
                onChange={(e) => setTemplate('subject', e.target.value)}
                onFocus={(e) => (focused.current = { field: 'subject', input: e.target })}
                error={Boolean(fieldError(`templates.${tab}.subject`))}
                helperText={fieldError(`templates.${tab}.subject`)}
              />
              <TextField
                name="body"
                fullWidth
                multiline
                minRows={4}
                label={translate(`${T}.fields.body`)}
                value={templates[tab].body}
                onChange={(e) => setTemplate('body', e.target.value)}
                onFocus={(e) => (focused.current = { field: 'body', input: e.target })}
                error={Boolean(fieldError(`templates.${tab}.body`))}
                helperText={fieldError(`templates.${tab}.body`) ?? `${templates[tab].body.length} / 2,000`}
              />
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
                <Typography variant="caption">{translate(`${T}.variables`)}</Typography>
                {NOTICE_VARIABLES.map((variable) => (
                  <Chip
                    key={variable}
                    size="small"
                    label={`{${variable}}`}
                    onClick={() => insertVariable(variable)}
                    // the cursor stays in the field the variable goes into
                    onMouseDown={(e) => e.preventDefault()}
                  />
                ))}
              </Stack>
            </Stack>
          </Box>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'flex-start' }}>
            <TextField
              name="deadline"
              size="small"
              label={translate(`${T}.fields.deadline`)}
              placeholder="2026-12-31 18:00"
              value={deadline}
              onChange={(e) => {
                setDeadline(e.target.value);
                setPreview(null);
              }}
              error={Boolean(fieldError('deadline'))}
              helperText={fieldError('deadline')}
              sx={{ minWidth: 220 }}
            />
            <Box>
              <FormLabel component="legend" sx={{ fontSize: 12 }}>
                {translate(`${T}.fields.sendAt`)}
              </FormLabel>
              <RadioGroup
                row
                name="sendAt"
                value={later ? 'later' : 'now'}
                onChange={(e) => setLater(e.target.value === 'later')}
              >
                <FormControlLabel
                  value="now"
                  control={<Radio size="small" />}
                  label={translate(`${T}.now`)}
                />
                <FormControlLabel
                  value="later"
                  control={<Radio size="small" />}
                  label={translate(`${T}.later`)}
                />
              </RadioGroup>
            </Box>
            {later ? (
              <TextField
                name="scheduledAt"
                size="small"
                type="datetime-local"
                label={translate(`${T}.fields.scheduledAt`)}
                value={at}
                onChange={(e) => setAt(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(fieldError('scheduledAt'))}
                helperText={fieldError('scheduledAt')}
              />
            ) : null}
          </Stack>

          {preview ? <PreviewPanel preview={preview} /> : null}
          {otherErrors.map(([path, text]) => (
            <Alert key={path} severity="error" role="alert">
              {text}
            </Alert>
          ))}
          {confirming && preview ? (
            <Alert severity="info" role="status">
              {translate(`${T}.confirm`, {
                count: preview.recipients,
                channels: channelNames,
                when: later
                  ? translate(`${T}.confirmAt`, { at: at.replace('T', ' ') })
                  : translate(`${T}.confirmNow`),
              })}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <Box sx={{ flex: 1 }} />
        <MuiButton onClick={() => void doPreview()} disabled={busy}>
          {translate(`${T}.preview`)}
        </MuiButton>
        <MuiButton onClick={() => void doTest()} disabled={busy}>
          {translate(`${T}.testSend`)}
        </MuiButton>
        {confirming && preview ? (
          <MuiButton variant="contained" color="warning" onClick={() => void send()} disabled={busy}>
            {translate(`${T}.confirmSend`, { count: preview.recipients })}
          </MuiButton>
        ) : (
          <MuiButton
            variant="contained"
            onClick={() => void askToSend()}
            disabled={busy || unsupported.length > 0}
          >
            {translate(`${T}.send`)}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}

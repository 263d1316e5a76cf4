import { useState, type ReactNode } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material';
import { TextField as MuiTextField } from '@mui/material';
import { Button, Labeled, SimpleShowLayout, TextField, useDataProvider, useGetList } from 'react-admin';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { ASSIGNABLE_STATES, LINK_STATES } from '#domain/schemas/consultation.ts';
import type { ConsoleLawyer } from '#domain/schemas/lawyer.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { RevealShow } from '../common/RevealShow.tsx';
import { PrivateFileButton } from '../common/PrivateFileButton.tsx';
import { dateTimeCell } from '../format.ts';
import { StateText, type ConsultationRow } from './ConsultationList.tsx';

const row = consoleResource('consultations');
const words = (key: string) => `resources.${row.name}.${key}`;

interface StepAnswer {
  link?: { url: string; expiresAt: string };
}

/** Runs a manager's step; a new link is shown once, to copy, then forgotten. */
function useStep() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [link, setLink] = useState<StepAnswer['link'] | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (id: string, step: string, body?: object) => {
    setBusy(true);
    try {
      const answer = await dataProvider.send<StepAnswer>(
        'POST',
        `/api/console/${row.api}/${id}/${step}`,
        body,
      );
      notify(words('saved'), { type: 'success' });
      if (answer.link) setLink(answer.link);
      refresh();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string>; message?: string } }).body;
      notify(Object.values(body?.errors ?? {})[0] ?? body?.message ?? 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, link, clearLink: () => setLink(null) };
}

function LinkDialog({ link, onClose }: { link: NonNullable<StepAnswer['link']>; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate(words('linkTitle'))}</DialogTitle>
      <DialogContent>
        <p>{translate(words('linkHint'))}</p>
        <MuiTextField
          value={link.url}
          fullWidth
          label={translate(words('linkTitle'))}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'adviser-link' } }}
        />
        <p>
          {translate(`resources.${row.name}.fields.linkExpiresAt`)}: {dateTimeCell(link.expiresAt)}
        </p>
      </DialogContent>
      <DialogActions>
        <Button
          label={words('copy')}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link.url)
              .then(() => notify(words('copied'), { type: 'info' }))
          }
        />
        <Button label={words('done')} onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

/** Assign, resend the link, close: each only where the consultation's state allows it. */
function Steps() {
  const record = useRecordContext<ConsultationRow>();
  const translate = useTranslate();
  const step = useStep();
  const [lawyerId, setLawyerId] = useState('');
  const lawyers = useGetList<ConsoleLawyer & { id: string }>(consoleResource('lawyers').name, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'order', order: 'ASC' },
  });
  if (!record) return null;
  const assignable = ASSIGNABLE_STATES.includes(record.state);
  const chosen = lawyerId || record.lawyerId || record.requestedLawyerId || '';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}>
      {assignable && (
        <>
          <MuiTextField
            select
            size="small"
            sx={{ width: 320, maxWidth: '100%' }}
            label={translate(`resources.${row.name}.fields.lawyerId`)}
            value={chosen}
            onChange={(event) => setLawyerId(event.target.value)}
          >
            {(lawyers.data ?? []).map((lawyer) => (
              // an adviser without an e-mail address cannot receive the link
              <MenuItem key={lawyer.id} value={lawyer.id} disabled={!lawyer.email}>
                {lawyer.name}
              </MenuItem>
            ))}
          </MuiTextField>
          <Button
            variant="contained"
            label={words('assign')}
            disabled={step.busy || !chosen}
            onClick={() => void step.run(record.id, 'assign', { lawyerId: chosen })}
          />
        </>
      )}
      {LINK_STATES.includes(record.state) && (
        <Button
          variant="outlined"
          label={words('resend')}
          disabled={step.busy}
          onClick={() => void step.run(record.id, 'resend')}
        />
      )}
      {record.state !== 'closed' && record.state !== 'withdrawn' && (
        <Button
          variant="outlined"
          color="error"
          label={words('close')}
          disabled={step.busy}
          onClick={() => {
            if (window.confirm(translate(words('closeConfirm')))) void step.run(record.id, 'close');
          }}
        />
      )}
      {step.link && <LinkDialog link={step.link} onClose={step.clearLink} />}
    </Box>
  );
}

/** One labelled block (Labeled labels only a component child, and lays out inline by default). */
const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Labeled label={`resources.${row.name}.fields.${label}`} component="div">
    <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Box>
  </Labeled>
);

const Text = ({ label, text }: { label: string; text: string | null }) =>
  text === null ? null : <Field label={label}>{text}</Field>;

/** `label={false}`: the show layout gives the block no label of its own. */
function Details(_: { label?: false }) {
  const record = useRecordContext<ConsultationRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Field label="state">
        <StateText state={record.state} />
      </Field>
      <Steps />
      <Field label="practiceId">
        {record.practice?.name ?? '—'} · {record.country}
      </Field>
      <Field label="lawyerId">{record.adviser?.name ?? '—'}</Field>
      <Field label="createdAt">{dateTimeCell(record.createdAt)}</Field>
      <Text label="question" text={record.question} />
      <Field label="files">
        <Box>
          {record.files.length === 0
            ? '—'
            : record.files.map((file) => <PrivateFileButton key={file._id} file={file} />)}
          <div>
            {translate(`resources.${row.name}.fields.shareFiles`)}:{' '}
            {translate(record.shareFiles ? 'ra.boolean.true' : 'ra.boolean.false')}
          </div>
        </Box>
      </Field>
      <Text label="answer" text={record.answer} />
      <Text label="followUp" text={record.followUp} />
      <Text label="followUpAnswer" text={record.followUpAnswer} />
      {record.linkExpiresAt && <Field label="linkExpiresAt">{dateTimeCell(record.linkExpiresAt)}</Field>}
    </Stack>
  );
}

/** One consultation: the member (masked until revealed), the question, files, answers, and the steps. */
export function ConsultationShow() {
  return (
    <RevealShow>
      <SimpleShowLayout>
        <TextField source="member.name" />
        <TextField source="member.email" emptyText="-" />
        <TextField source="member.companyName" emptyText="-" />
        <Details label={false} />
      </SimpleShowLayout>
    </RevealShow>
  );
}

export default ConsultationShow;

import { useState, type FormEvent } from 'react';
import Send from '@mui/icons-material/Send';
import { DialogContentText, MenuItem, TextField } from '@mui/material';
import {
  Button,
  HttpError,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { parseLocale } from '#domain/locale.ts';
import { localizeText } from '#domain/messages/index.ts';
import { OUTGOING_CHANNELS, testMessageSchema, type OutgoingChannel } from '#domain/schemas/outgoing.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { FormDialog } from '../common/FormDialog.tsx';

type Field = 'channel' | 'to' | 'subject' | 'message';
type Errors = Partial<Record<Field | 'form', string>>;

const EMPTY = { channel: 'email' as OutgoingChannel, to: '', subject: '', message: '' };

/**
 * Sends a test e-mail or SMS through the real path (`POST /api/console/messages/test`): SMTP or the SMS
 * provider when configured, the outbox otherwise. The notice says what became of it; the list shows it.
 */
export function TestMessageButton() {
  const translate = useTranslate();
  const [localeValue] = useLocaleState();
  const locale = parseLocale(localeValue);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = testMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as Field] ??= localizeText(issue.message, locale);
      setErrors(found);
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const { message } = await dataProvider.send<{ message: { status: string } }>(
        'POST',
        '/api/console/messages/test',
        parsed.data,
      );
      setOpen(false);
      setValues(EMPTY);
      notify('resources.messages.test.done', {
        type: message.status === 'failed' ? 'warning' : 'info',
        messageArgs: { status: translate(`resources.messages.statuses.${message.status}`) },
      });
      refresh();
    } catch (caught) {
      const body = caught instanceof HttpError ? (caught.body as { errors?: Errors }) : undefined;
      setErrors(body?.errors ?? { form: (caught as Error).message });
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field) => ({
    name,
    fullWidth: true,
    margin: 'dense' as const,
    label: translate(`resources.messages.fields.${name === 'message' ? 'body' : name}`),
    value: values[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  return (
    <>
      <Button label="resources.messages.test.button" onClick={() => setOpen(true)}>
        <Send />
      </Button>
      <FormDialog
        id="test-message-title"
        open={open}
        onClose={() => setOpen(false)}
        title="resources.messages.test.title"
        intro="resources.messages.test.intro"
        submitLabel="resources.messages.test.send"
        submitting={sending}
        onSubmit={(event) => void submit(event)}
        maxWidth="sm"
      >
        <TextField select {...field('channel')}>
          {OUTGOING_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {translate(`resources.messages.channels.${channel}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('to')}
          autoFocus
          type={values.channel === 'email' ? 'email' : 'tel'}
          placeholder={translate(`resources.messages.test.toHint.${values.channel}`)}
        />
        <TextField {...field('subject')} />
        <TextField {...field('message')} multiline minRows={3} />
        {errors.form ? <DialogContentText role="alert">{errors.form}</DialogContentText> : null}
      </FormDialog>
    </>
  );
}

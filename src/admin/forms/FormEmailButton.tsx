import { useState, type FormEvent } from 'react';
import MailOutline from '@mui/icons-material/MailOutline';
import { TextField } from '@mui/material';
import { Button, HttpError, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { parseLocale } from '#domain/locale.ts';
import { localizeText } from '#domain/messages/index.ts';
import { formEmailInputSchema } from '#domain/schemas/form.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { FormDialog } from '../common/FormDialog.tsx';

const PATH = '/api/console/forms/email';

/**
 * The address told of each new form (`GET`/`PUT /api/console/forms/email`), in a dialog of the list's
 * toolbar. Empty turns the notification off.
 */
export function FormEmailButton() {
  const translate = useTranslate();
  const [localeValue] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const openDialog = async () => {
    setError(null);
    setOpen(true);
    try {
      setEmail((await dataProvider.send<{ email: string }>('GET', PATH)).email);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = formEmailInputSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setError(localizeText(parsed.error.issues[0]?.message ?? '', parseLocale(localeValue)));
      return;
    }
    setSaving(true);
    try {
      await dataProvider.send('PUT', PATH, parsed.data);
      setOpen(false);
      notify('resources.forms.email.saved', { type: 'info' });
    } catch (caught) {
      const body = caught instanceof HttpError ? (caught.body as { errors?: { email?: string } }) : undefined;
      setError(body?.errors?.email ?? (caught as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button label="resources.forms.email.button" onClick={() => void openDialog()}>
        <MailOutline />
      </Button>
      <FormDialog
        id="form-email-title"
        open={open}
        onClose={() => setOpen(false)}
        title="resources.forms.email.title"
        intro="resources.forms.email.intro"
        submitLabel="ra.action.save"
        submitting={saving}
        onSubmit={(event) => void save(event)}
        maxWidth="xs"
      >
        <TextField
          autoFocus
          fullWidth
          margin="normal"
          type="email"
          name="email"
          label={translate('resources.forms.email.label')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
        />
      </FormDialog>
    </>
  );
}

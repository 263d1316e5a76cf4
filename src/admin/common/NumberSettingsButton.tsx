import { useState, type FormEvent } from 'react';
import Settings from '@mui/icons-material/Settings';
import { TextField } from '@mui/material';
import { Button, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { localizeText } from '#domain/messages/index.ts';
import { isLocale } from '../i18n.ts';
import { client } from '../session.ts';
import { FormDialog } from './FormDialog.tsx';

/**
 * A button over a list that opens a small dialog of numeric settings (`GET`/`PUT api`, answered as
 * `{ setting }`), checked by `schema` before it is sent: the points' rules, the points a review earns. Labels
 * are `<R>.settings`, `<R>.settingsIntro` and `<R>.fields.<field>`.
 */
export function NumberSettingsButton<F extends string>(props: {
  id: string;
  api: string;
  R: string;
  fields: readonly F[];
  schema: z.ZodType<Record<F, number>>;
}) {
  const { R } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [values, setValues] = useState<Record<F, number> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const open = async () => {
    const res = await client.get<{ setting: Record<F, number> }>(props.api);
    if (res.ok) setValues(res.data.setting);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(values);
    if (!parsed.success) {
      setError(localizeText(parsed.error.issues[0]?.message ?? '', isLocale(locale) ? locale : 'ko'));
      return;
    }
    setSending(true);
    try {
      const res = await client.put<{ message?: string }>(props.api, parsed.data);
      if (res.ok) {
        setValues(null);
        notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      } else setError(res.data.message ?? null);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button label={`${R}.settings`} onClick={() => void open()}>
        <Settings />
      </Button>
      <FormDialog
        id={props.id}
        open={values !== null}
        onClose={() => setValues(null)}
        title={`${R}.settings`}
        intro={`${R}.settingsIntro`}
        submitLabel="ra.action.save"
        submitting={sending}
        onSubmit={(e) => void submit(e)}
        maxWidth="xs"
      >
        {props.fields.map((field) => (
          <TextField
            key={field}
            type="number"
            fullWidth
            margin="dense"
            label={translate(`${R}.fields.${field}`)}
            value={values?.[field] ?? ''}
            onChange={(e) => values && setValues({ ...values, [field]: Number(e.target.value) })}
          />
        ))}
        {error && <p role="alert">{error}</p>}
      </FormDialog>
    </>
  );
}

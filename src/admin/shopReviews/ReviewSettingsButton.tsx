import { useState, type FormEvent } from 'react';
import Settings from '@mui/icons-material/Settings';
import { TextField } from '@mui/material';
import { Button, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { localizeText } from '#domain/messages/index.ts';
import { reviewSettingsSchema, type ReviewSettings } from '#domain/schemas/shopReviews.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { isLocale } from '../i18n.ts';
import { client } from '../session.ts';

const API = '/api/console/shop/reviewSettings';
const FIELDS = ['points', 'photoPoints'] as const;

/** The points a review earns (a console setting, docs/decisions/0042-shop-reviews-and-questions.md). */
export function ReviewSettingsButton({ R }: { R: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [values, setValues] = useState<ReviewSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const open = async () => {
    const res = await client.get<{ setting: ReviewSettings }>(API);
    if (res.ok) setValues(res.data.setting);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setError(localizeText(parsed.error.issues[0]?.message ?? '', isLocale(locale) ? locale : 'ko'));
      return;
    }
    setSending(true);
    try {
      const res = await client.put<{ message?: string }>(API, parsed.data);
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
        id="review-settings"
        open={values !== null}
        onClose={() => setValues(null)}
        title={`${R}.settings`}
        intro={`${R}.settingsIntro`}
        submitLabel="ra.action.save"
        submitting={sending}
        onSubmit={(e) => void submit(e)}
        maxWidth="xs"
      >
        {FIELDS.map((field) => (
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

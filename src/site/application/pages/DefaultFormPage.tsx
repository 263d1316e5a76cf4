import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { FORM_FILES_MAX } from '#domain/schemas/form.ts';
import { messageInputSchema } from '#domain/schemas/message.ts';
import { ApiError } from '#src/api/client.ts';
import { useApi } from '../../api.tsx';
import { useApplicationI18n } from '../i18n.ts';
import { FileField } from '../components/FileField.tsx';
import { TextField } from '../components/TextField.tsx';
import { formatBytes } from '../../ui/files.ts';
import { useErrorText } from '../components/useErrorText.ts';
import { applyServerErrors } from '../lib/serverErrors.ts';
import { PageFrame } from './PageFrame.tsx';
import { RequiredMark } from '../components/RequiredMark.tsx';

type Input = z.input<typeof messageInputSchema>;
type Output = z.output<typeof messageInputSchema>;
type Outcome = 'sent' | 'unavailable' | 'network' | null;

/**
 * `/default-form`: the site's general-purpose form (the form `default-form`), a consultation request with
 * up to five files, sent as multipart to POST /api/v1/forms; the console lists it and mails the operator.
 * Where that endpoint is not deployed the visitor is told so politely and pointed to the other ways of
 * asking; what they wrote stays in the fields. A refused file (type, size, count) is said in an alert.
 */
export function DefaultFormPage() {
  const { t } = useApplicationI18n();
  const api = useApi();
  const err = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [consent, setConsent] = useState<boolean | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(messageInputSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', website: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const e = formState.errors;

  const send = async (values: Output) => {
    if (consent !== true) {
      setConsent(false);
      document.getElementById('df-consent')?.focus();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setOutcome(null);
    setRefusal(null);
    const body = new FormData();
    body.append('code', 'default-form');
    for (const [name, value] of Object.entries(values)) if (value) body.append(name, value);
    for (const file of files) body.append('files', file, file.name);
    try {
      const res = await api.post('/api/v1/forms', body);
      if (!res.ok) {
        const [first] = applyServerErrors(res.data, setError);
        if (first) form.setFocus(first as keyof Input);
        return;
      }
      setOutcome('sent');
      reset();
      setFiles([]);
      setConsent(null);
    } catch (error) {
      if (error instanceof ApiError && [413, 415, 429].includes(error.status)) {
        setRefusal(error.message); // the server's message, in the visitor's language
      } else {
        setOutcome(
          error instanceof ApiError && (error.status === 404 || error.status === 405)
            ? 'unavailable'
            : 'network',
        );
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <PageFrame title={t('ap.contact.title')}>
      <p className="ap-lead">{t('ap.contact.lead')}</p>
      {outcome === 'sent' ? (
        <div className="ap-alert is-ok" role="status">
          <p className="ap-alert-title">{t('ap.contact.sent')}</p>
          <p>{t('ap.contact.sentBody')}</p>
          <p>
            <button type="button" className="btn btn-outline" onClick={() => setOutcome(null)}>
              {t('ap.contact.again')}
            </button>
          </p>
        </div>
      ) : (
        <form
          className="ap-card"
          noValidate
          onSubmit={(event) => void handleSubmit(send)(event)}
          aria-labelledby="df-title"
        >
          <h2 id="df-title" className="ap-card-title">
            {t('ap.contact.formTitle')}
          </h2>
          <div className="ap-fields cols-2">
            <TextField
              id="df-name"
              label={t('ap.field.name')}
              required
              autoComplete="name"
              registration={register('name')}
              error={err(e.name?.message)}
            />
            <TextField
              id="df-email"
              label={t('ap.field.email')}
              required
              type="email"
              autoComplete="email"
              registration={register('email')}
              error={err(e.email?.message)}
            />
            <TextField
              id="df-phone"
              label={t('ap.field.phoneOptional')}
              type="tel"
              digits="phone"
              autoComplete="tel"
              hint={t('ap.field.phoneHint')}
              registration={register('phone')}
              error={err(e.phone?.message)}
            />
            <TextField
              id="df-subject"
              label={t('ap.contact.subject')}
              registration={register('subject')}
              error={err(e.subject?.message)}
            />
            <div className={`ap-field is-full${e.message ? ' has-error' : ''}`}>
              <label htmlFor="df-message" className="ap-label">
                {t('ap.contact.message')}
                <RequiredMark />
              </label>
              <textarea
                id="df-message"
                className="ap-textarea"
                aria-required
                aria-invalid={e.message ? true : undefined}
                aria-describedby={e.message ? 'df-message-error' : undefined}
                {...register('message')}
              />
              {e.message && (
                <p id="df-message-error" className="ap-error">
                  {err(e.message.message)}
                </p>
              )}
            </div>
          </div>
          <FileField
            // a new input after each pick, so the next file starts from an empty picker
            key={files.length}
            id="df-files"
            label={t('ap.contact.files', { max: FORM_FILES_MAX })}
            file={null}
            disabled={files.length >= FORM_FILES_MAX}
            onChange={(file) => file && setFiles((current) => [...current, file])}
          />
          {files.length > 0 && (
            <ul className="ap-file-list" aria-label={t('ap.contact.filesChosen')}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="ap-file-chosen">
                  <span className="ap-file-name">{file.name}</span>{' '}
                  <span className="ap-muted">({formatBytes(file.size)})</span>{' '}
                  <button
                    type="button"
                    className="ap-link-button"
                    onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                    aria-label={t('ap.file.removeNamed', { name: file.name })}
                  >
                    {t('ap.file.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {/* Hidden from people and assistive technology; bots fill it and are refused. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor="df-website">website</label>
            <input id="df-website" tabIndex={-1} autoComplete="off" {...register('website')} />
          </div>
          <div className={`ap-field${consent === false ? ' has-error' : ''}`}>
            <label className="ap-check">
              <input
                id="df-consent"
                type="checkbox"
                checked={consent === true}
                onChange={(ev) => setConsent(ev.target.checked)}
                aria-invalid={consent === false ? true : undefined}
                aria-describedby={consent === false ? 'df-consent-error' : 'df-consent-hint'}
              />
              <span>{t('ap.contact.consent')}</span>
            </label>
            <p id="df-consent-hint" className="ap-hint">
              {t('ap.contact.consentHint')} <Link to="/privacy-policy">{t('page.privacy')}</Link>
            </p>
            {consent === false && (
              <p id="df-consent-error" className="ap-error">
                {t('ap.contact.consentRequired')}
              </p>
            )}
          </div>
          {outcome === 'unavailable' && (
            <div className="ap-alert is-info" role="status">
              <p className="ap-alert-title">{t('ap.contact.unavailable')}</p>
              <p>{t('ap.contact.unavailableBody')}</p>
              <p>
                <Link to="/center/faqs" className="text-link">
                  {t('nav.center.faqs')}
                </Link>
              </p>
            </div>
          )}
          {refusal && (
            <p className="ap-alert" role="alert">
              {refusal}
            </p>
          )}
          {outcome === 'network' && (
            <p className="ap-alert" role="alert">
              {t('ap.network')}
            </p>
          )}
          <div className="ap-actions">
            <button type="submit" className="btn btn-primary ap-next" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('ap.sending') : t('ap.contact.send')}
            </button>
          </div>
        </form>
      )}
    </PageFrame>
  );
}

export default DefaultFormPage;

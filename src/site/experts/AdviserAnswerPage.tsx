import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '#domain/format.ts';
import { localizeText } from '#domain/messages/index.ts';
import type { AdviserConsultation } from '#domain/schemas/consultation.ts';
import { ApiError } from '#src/api/client.ts';
import { useApi } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { formatBytes } from '../ui/files.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { codeNames } from './codeNames.ts';
import './consultations.css';
import { useExpertsI18n } from './i18n.ts';

/**
 * /experts/answer/:token — the adviser's link (docs/decisions/0025-expert-consultations.md § The link): no
 * account, the token in the address opens this one consultation — the question, the files the member shared,
 * the answer form. A stopped link (expired, replaced, closed) shows the server's message and nothing else.
 */
export default function AdviserAnswerPage() {
  const { token = '' } = useParams();
  const { t, locale } = useExpertsI18n();
  const api = useApi();
  const id = useId();
  const path = `/api/v1/experts/answer/${encodeURIComponent(token)}`;
  const res = useResource<{ consultation: AdviserConsultation }>(path);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const names = codeNames(locale);
  const c = res.data?.consultation;

  const send = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const done = await api.post(path, { answer });
      if (!done.ok) {
        setError(localizeText(Object.values(done.data.errors ?? {})[0] ?? done.data.message, locale));
        return;
      }
      setSent(true);
      setAnswer('');
      res.reload();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('list.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CenterPage title={t('ex.answer.title')} description={t('ex.answer.lead')}>
      {res.status !== undefined ? (
        res.status === 404 ? (
          <p className="state-box" role="alert">
            {res.message}
          </p>
        ) : (
          <LoadFailed message={res.message} onRetry={res.reload} />
        )
      ) : !c ? (
        <Loading />
      ) : (
        <article className="cs-card">
          <p className="cs-notice">{t('ex.answer.lead')}</p>
          <dl className="cs-meta">
            <div>
              <dt>{t('ex.answer.practice')}</dt>
              <dd>{c.practice?.name ?? '-'}</dd>
            </div>
            <div>
              <dt>{t('ex.answer.country')}</dt>
              <dd>{names.country(c.country)}</dd>
            </div>
            <div>
              <dt>{t('ex.my.adviser')}</dt>
              <dd>{c.adviser.name}</dd>
            </div>
            <div>
              <dt>{t('ex.my.asked')}</dt>
              <dd>{formatDateTime(c.createdAt).slice(0, 16)}</dd>
            </div>
          </dl>
          <p className="cs-hint">
            {t('ex.answer.expires', { date: formatDateTime(c.linkExpiresAt).slice(0, 16) })}
          </p>
          <section className="cs-block">
            <h2>{t('ex.my.question')}</h2>
            <p className="cs-text">{c.question}</p>
          </section>
          <section className="cs-block">
            <h2>{t('ex.my.files')}</h2>
            {c.files.length === 0 ? (
              <p className="cs-muted">{t('ex.answer.noFiles')}</p>
            ) : (
              <ul className="cs-files">
                {c.files.map((file) => (
                  <li key={file._id}>
                    <a href={file.url} download={file.name} rel="noreferrer">
                      {file.name}
                    </a>{' '}
                    <span className="cs-muted">({formatBytes(file.size)})</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {c.answer !== null && (
            <section className="cs-block is-answer">
              <h2>{t('ex.answer.yourAnswer')}</h2>
              <p className="cs-text">{c.answer}</p>
            </section>
          )}
          {c.followUp !== null && (
            <section className="cs-block">
              <h2>{t('ex.my.followUp')}</h2>
              <p className="cs-text">{c.followUp}</p>
            </section>
          )}
          {c.followUpAnswer !== null && (
            <section className="cs-block is-answer">
              <h2>{t('ex.answer.yourFollowUpAnswer')}</h2>
              <p className="cs-text">{c.followUpAnswer}</p>
            </section>
          )}
          {sent && (
            <p className="cs-notice" role="status">
              {t('ex.answer.sent')}
            </p>
          )}
          {c.awaiting ? (
            <form
              className="cs-follow-up"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <label htmlFor={`${id}-answer`}>
                {t(c.awaiting === 'followUp' ? 'ex.answer.yourFollowUpAnswer' : 'ex.answer.yourAnswer')}
              </label>
              <textarea
                id={`${id}-answer`}
                rows={10}
                value={answer}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-answer-error` : undefined}
                onChange={(event) => setAnswer(event.target.value)}
              />
              {error && (
                <p id={`${id}-answer-error`} className="cs-error" role="alert">
                  {error}
                </p>
              )}
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('ex.answer.send')}
              </button>
            </form>
          ) : (
            !sent && <p className="cs-muted">{t('ex.answer.done')}</p>
          )}
        </article>
      )}
    </CenterPage>
  );
}

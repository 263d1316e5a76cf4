import { useState, type FormEvent } from 'react';
import { ApiError } from '#src/api/client.ts';
import { DOCUMENT_LABELS } from '#domain/documentReview.ts';
import { formatDateTime } from '#domain/format.ts';
import type { Localized } from '#domain/locale.ts';
import type { ApplicantSupplement } from '#domain/schemas/applicationRecord.ts';
import { useApi } from '../../api.tsx';
import { useApplicationI18n } from '../i18n.ts';
import { postDocument } from '../lib/uploadDocument.ts';
import { FileField } from './FileField.tsx';

type Outcome = 'done' | 'partial' | 'chooseOne' | null;

/**
 * The applicant's side of 보완요청 (docs/decisions/0032-notice-idempotency-and-applicant-supplement.md) on the
 * lookup-and-correction page: the documents the reviewer asks for, why (their reason for a rejected file and
 * their note), the deadline, and a file input for each; uploading the last one returns the application to
 * review (the server says so, and the list is read again).
 */
export function SupplementPanel({
  applicationId,
  supplement,
  onUploaded,
}: {
  applicationId: string;
  supplement: ApplicantSupplement;
  onUploaded(answered: boolean): void;
}) {
  const { t, tl } = useApplicationI18n();
  const api = useApi();
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const deadline = formatDateTime(supplement.deadline).slice(0, 16);
  const label = (name: string) => {
    const known = (DOCUMENT_LABELS as Record<string, Localized>)[name];
    return known ? tl(known) : name;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.entries(files).filter((entry): entry is [string, File] => entry[1] !== null);
    if (chosen.length === 0) {
      setOutcome('chooseOne');
      return;
    }
    setBusy(true);
    setProblem(null);
    setOutcome(null);
    let answered = false;
    try {
      for (const [docKey, file] of chosen) {
        const result = await postDocument(api, { applicationId, docKey, file });
        answered ||= result.supplementAnswered;
        setFiles((current) => ({ ...current, [docKey]: null }));
      }
      setOutcome(answered ? 'done' : 'partial');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('ap.retry'));
    } finally {
      setBusy(false);
      onUploaded(answered);
    }
  };

  return (
    <section className="ap-supplement" aria-labelledby={`sup-${applicationId}`} data-testid="supplement">
      <h3 id={`sup-${applicationId}`} className="ap-supplement-title">
        {t('ap.supplement.title')}
      </h3>
      {supplement.open ? (
        <p>{t('ap.supplement.lead', { deadline })}</p>
      ) : (
        <p className="ap-alert" role="alert">
          {t('ap.supplement.closed', { deadline })}
        </p>
      )}
      {supplement.note ? (
        <p className="ap-supplement-note">
          <strong>{t('ap.supplement.note')}</strong> {supplement.note}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {supplement.documents.map((doc) => (
          <FileField
            key={doc.name}
            id={`sup-${applicationId}-${doc.name}`}
            label={label(doc.name)}
            description={
              <>
                {doc.reason ? (
                  <span className="ap-error">{t('ap.supplement.reason', { reason: doc.reason })}</span>
                ) : null}
                {doc.uploaded ? (
                  <span className="ap-badge is-info">{t('ap.supplement.uploaded')}</span>
                ) : null}
              </>
            }
            file={files[doc.name] ?? null}
            onChange={(file) => setFiles((current) => ({ ...current, [doc.name]: file }))}
            disabled={busy || !supplement.open}
          />
        ))}
        {outcome === 'chooseOne' ? (
          <p className="ap-error" role="alert">
            {t('ap.supplement.chooseOne')}
          </p>
        ) : null}
        {outcome === 'partial' ? (
          <p className="ap-alert is-info" role="status">
            {t('ap.supplement.partial')}
          </p>
        ) : null}
        {problem ? (
          <p className="ap-error" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy || !supplement.open}>
          {busy ? t('ap.sending') : t('ap.supplement.submit')}
        </button>
      </form>
    </section>
  );
}

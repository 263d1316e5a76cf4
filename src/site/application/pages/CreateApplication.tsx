import { useCallback, useRef, useState } from 'react';
import type { ApplicationInput } from '#domain/schemas/application.ts';
import { useApi, useApiData } from '../../api.tsx';
import { useApplicationI18n } from '../i18n.ts';
import { Receipt } from '../components/Receipt.tsx';
import { problemOf, SubmitProblem, type Problem } from '../components/SubmitProblem.tsx';
import { useUploads } from '../hooks/useUploads.ts';
import { newIdempotencyKey } from '#src/api/idempotencyKey.ts';
import { readReceipt, writeReceipt } from '../lib/receiptStore.ts';
import { applicantToken } from '../lib/session.ts';
import type { ApplicationRecord, Term } from '../types.ts';
import { ApplicationWizard, type SubmitHelpers } from '../wizard/ApplicationWizard.tsx';
import type { ChosenFiles, DocKey } from '../wizard/documents.ts';
import { clearDraft, readDraft, writeDraft } from '../wizard/draft.ts';
import { STEPS, type StepId } from '../wizard/steps.ts';
import { emptyValues, type Kind, type WizardValues } from '../wizard/values.ts';

/**
 * A new interest registration or application: the wizard, then POST /api/v1/application with the
 * Idempotency-Key made when the form opened (kept in the draft, reused for every retry), then the
 * receipt while the documents upload.
 */
export function CreateApplication({ kind }: { kind: Kind }) {
  const { t } = useApplicationI18n();
  const api = useApi();
  const [draft, setDraft] = useState(() => readDraft(kind));
  const [idempotencyKey, setIdempotencyKey] = useState(() => draft?.idempotencyKey ?? newIdempotencyKey());
  const [receipt, setReceipt] = useState<ApplicationRecord | null>(() => readReceipt(kind));
  const [files, setFiles] = useState<ChosenFiles>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const sending = useRef(false);
  const terms = useApiData<{ terms: Term[] }>('/api/v1/terms');
  const uploads = useUploads(receipt?._id ?? null);

  const onChange = useCallback(
    (values: WizardValues, step: StepId) => writeDraft(kind, { values, step, idempotencyKey }),
    [kind, idempotencyKey],
  );
  const onFile = useCallback((key: DocKey, file: File | null) => {
    setFiles((current) => ({ ...current, [key]: file ?? undefined }));
  }, []);

  const onSubmit = async (input: ApplicationInput, { window }: SubmitHelpers) => {
    // A second click, or Enter pressed twice, while the first is on its way does nothing.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const res = await api.post<{ application: ApplicationRecord; applicantToken: string }>(
        '/api/v1/application',
        input,
        { headers: { 'Idempotency-Key': idempotencyKey } },
      );
      if (!res.ok) return res.data;
      const { application, applicantToken: token } = res.data;
      applicantToken.set(token);
      clearDraft(kind);
      setDraft(null);
      writeReceipt(kind, application);
      setReceipt(application);
      void uploads.start(files, application._id);
    } catch (error) {
      setProblem(problemOf(error, window.refused, true));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (receipt) {
    return (
      <>
        <Receipt
          record={receipt}
          uploads={uploads.items}
          onRetryUpload={uploads.retry}
          onRemoveUpload={uploads.remove}
        />
        <p className="ap-no-print">
          <button
            type="button"
            className="ap-link-button"
            onClick={() => {
              writeReceipt(kind, null);
              setDraft(null);
              setIdempotencyKey(newIdempotencyKey());
              setFiles({});
              setReceipt(null);
            }}
          >
            {t('ap.receipt.new')}
          </button>
        </p>
      </>
    );
  }

  return (
    <ApplicationWizard
      steps={STEPS[kind]}
      initialValues={draft?.values ?? emptyValues(kind)}
      initialStep={draft?.step}
      terms={terms.data?.terms}
      termsFailed={Boolean(terms.error)}
      purpose={kind === 'APPLICATION' ? 'application' : 'registration'}
      files={files}
      onFile={onFile}
      submitLabel={kind === 'APPLICATION' ? t('ap.submit.application') : t('ap.submit.registration')}
      busy={busy}
      problem={<SubmitProblem problem={problem} />}
      onSubmit={onSubmit}
      onChange={onChange}
    />
  );
}

import { useCallback, useRef, useState } from 'react';
import { ApiError } from '#src/api/client.ts';
import type { ApplicationInput } from '#domain/schemas/application.ts';
import { useApi } from '../../api.tsx';
import { useApplicationI18n } from '../i18n.ts';
import { Receipt } from '../components/Receipt.tsx';
import { problemOf, SubmitProblem, type Problem } from '../components/SubmitProblem.tsx';
import { useUploads } from '../hooks/useUploads.ts';
import { applicantToken } from '../lib/session.ts';
import type { ApplicationRecord } from '../types.ts';
import { ApplicationWizard, type SubmitHelpers } from '../wizard/ApplicationWizard.tsx';
import type { ChosenFiles, DocKey } from '../wizard/documents.ts';
import { EDIT_STEPS } from '../wizard/steps.ts';
import { fromRecord } from '../wizard/values.ts';

/**
 * The applicant's own application, open for correction while the window is open
 * (docs/decisions/0005-application-contract.md: PUT /api/v1/application/{_id} with the applicant token): the
 * same wizard without the consent and identity steps (identity cannot change), documents replaced or deleted,
 * then the updated receipt.
 */
export function EditApplication({ record, onSaved }: { record: ApplicationRecord; onSaved(): void }) {
  const { t } = useApplicationI18n();
  const api = useApi();
  const [files, setFiles] = useState<ChosenFiles>({});
  const [saved, setSaved] = useState<ApplicationRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const sending = useRef(false);
  const uploads = useUploads(record._id);
  const path = `/api/v1/application/${encodeURIComponent(record._id)}`;

  const onFile = useCallback((key: DocKey, file: File | null) => {
    setFiles((current) => ({ ...current, [key]: file ?? undefined }));
  }, []);

  const onDeleteStored = async (key: DocKey) => {
    const file = record.files[key];
    if (!file || !window.confirm(t('ap.documents.confirmDelete', { name: file.filename }))) return;
    try {
      await api.delete(`${path}/upload`, { query: { name: key }, headers: applicantToken.headers() });
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403)) setProblem({ type: 'network' });
    }
  };

  const onSubmit = async (input: ApplicationInput, { window: w }: SubmitHelpers) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const res = await api.put<{ application: ApplicationRecord }>(path, input, {
        headers: applicantToken.headers(),
      });
      if (!res.ok) return res.data;
      setSaved(res.data.application);
      void uploads.start(files, record._id).then(onSaved);
    } catch (error) {
      setProblem(problemOf(error, w.refused, false));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (saved) {
    return (
      <>
        <Receipt
          record={saved}
          uploads={uploads.items}
          onRetryUpload={uploads.retry}
          onRemoveUpload={uploads.remove}
          updated
        />
        <p className="ap-no-print">
          <button type="button" className="ap-link-button" onClick={() => setSaved(null)}>
            {t('ap.edit.again')}
          </button>
        </p>
      </>
    );
  }

  return (
    <ApplicationWizard
      steps={EDIT_STEPS[record.kind]}
      initialValues={fromRecord(record)}
      purpose="application"
      files={files}
      onFile={onFile}
      stored={record.files}
      verified={record.verified}
      onDeleteStored={(key) => void onDeleteStored(key)}
      submitLabel={t('ap.submit.save')}
      busy={busy}
      problem={<SubmitProblem problem={problem} />}
      onSubmit={onSubmit}
    />
  );
}

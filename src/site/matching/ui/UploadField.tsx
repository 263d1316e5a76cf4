import { useId, useState, type ReactNode } from 'react';
import { ApiError, type ApiErrorBody } from '#src/api/client.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { LIMITS } from '#domain/constants.ts';
import { formatBytes, MAX_UPLOAD_MB } from '../../ui/files.ts';
import { useApi } from '../../api.tsx';
import { useMatchingI18n } from '../i18n.ts';

/**
 * Picks one file, checks type and size before sending (docs/spec.md § 5: pdf, xlsx, jpg, png up to 50 MB),
 * and uploads it to `path` as multipart `upload` with a progress bar; the server checks the bytes again.
 */
export function UploadField<T>({
  path,
  label,
  accept,
  hint,
  onUploaded,
  field = 'upload',
  method = 'POST',
}: {
  path: string;
  label: string;
  accept: string;
  hint?: ReactNode;
  onUploaded: (data: T) => void;
  field?: string;
  method?: 'POST' | 'PUT';
}) {
  const { t } = useMatchingI18n();
  const api = useApi();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    setDone(null);
    const extensions = accept.split(',').map((e) => e.replace('.', '').toLowerCase());
    const ext = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
    if (!extensions.includes(ext)) return setProblem(t('mt.upload.type', { accept }));
    if (file.size > LIMITS.uploadMaxBytes) return setProblem(t('mt.upload.size', { max: MAX_UPLOAD_MB }));
    if (file.size === 0) return setProblem(t('mt.upload.empty'));
    const form = new FormData();
    form.append(field, file, file.name);
    form.append('name', file.name);
    setProgress(0);
    try {
      const res = await api.upload<T>(path, form, setProgress, { method });
      if (res.ok) {
        setDone(t('mt.upload.done', { name: file.name, size: formatBytes(file.size) }));
        onUploaded(res.data);
      } else setProblem((res.data as ApiErrorBody).message);
    } catch (error) {
      setProblem(error instanceof ApiError && error.status ? error.body.message : t('mt.network'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="form-input"
        accept={accept}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      {hint && (
        <div id={`${id}-hint`} className="form-hint">
          {hint}
        </div>
      )}
      {progress !== null && (
        <ProgressBar label={t('mt.upload.progress', { name: label })} fraction={progress} />
      )}
      <p className="form-error" role="alert">
        {problem}
      </p>
      <p className="form-status" role="status">
        {done}
      </p>
    </div>
  );
}

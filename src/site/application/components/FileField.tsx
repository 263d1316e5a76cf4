import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useApplicationI18n } from '../i18n.ts';
import { ACCEPT_ATTRIBUTE, MAX_UPLOAD_MB, checkFile, formatBytes } from '../../ui/files.ts';

/**
 * One document's file input. The type and the 50 MB limit are checked on choosing, with a message
 * tied to the input; a refused file is not kept, and the input is cleared so the same name can be
 * chosen again after fixing it.
 */
export function FileField({
  id,
  label,
  description,
  file,
  onChange,
  disabled,
  current,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  file: File | null;
  onChange(file: File | null): void;
  disabled?: boolean;
  /** What is already stored for this document, e.g. its name and a download link. */
  current?: ReactNode;
}) {
  const { t } = useApplicationI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    if (!picked) return;
    const issue = checkFile(picked);
    if (issue) {
      setProblem(t(`ap.file.${issue}`, { name: picked.name, max: MAX_UPLOAD_MB }));
      event.target.value = '';
      return;
    }
    setProblem(null);
    onChange(picked);
  };

  return (
    <div className={`ap-field ap-file${problem ? ' has-error' : ''}`}>
      <label htmlFor={id} className="ap-label">
        {label}
      </label>
      <p id={hintId} className="ap-hint">
        {description ? <>{description} </> : null}
        {t('ap.file.rule', { max: MAX_UPLOAD_MB })}
      </p>
      {current}
      <input
        ref={input}
        id={id}
        type="file"
        className="ap-file-input"
        accept={ACCEPT_ATTRIBUTE}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        onChange={choose}
      />
      {file && (
        <p className="ap-file-chosen">
          <span className="ap-file-name">{file.name}</span>{' '}
          <span className="ap-muted">({formatBytes(file.size)})</span>{' '}
          <button
            type="button"
            className="ap-link-button"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
            disabled={disabled}
            aria-label={t('ap.file.removeNamed', { name: file.name })}
          >
            {t('ap.file.remove')}
          </button>
        </p>
      )}
      {problem && (
        <p id={errorId} className="ap-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

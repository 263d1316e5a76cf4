import { useState } from 'react';
import { useApi } from '../../api.tsx';
import { useApplicationI18n } from '../i18n.ts';
import { formatBytes } from '../../ui/files.ts';
import { applicantToken } from '../lib/session.ts';
import type { ApplicationFile } from '../types.ts';

/**
 * The stored documents of an application. A document needs the applicant token, so it cannot be a
 * plain link: it is fetched as a blob and handed to the browser under its original (Korean) name.
 */
export function DocumentLinks({ files }: { files: Record<string, ApplicationFile> }) {
  const { t } = useApplicationI18n();
  const api = useApi();
  const [failed, setFailed] = useState<string | null>(null);
  const entries = Object.entries(files);
  if (entries.length === 0) return <p className="ap-muted">{t('ap.documents.noneStored')}</p>;

  const download = async (file: ApplicationFile) => {
    setFailed(null);
    try {
      const { blob, filename } = await api.blob(file.url, { headers: applicantToken.headers() });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = filename ?? file.filename;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(file.filename);
    }
  };

  return (
    <>
      <dl className="ap-summary">
        {entries.map(([key, file]) => (
          <div key={key}>
            <dt>{t(`ap.doc.${key}` as 'ap.doc.other')}</dt>
            <dd>
              <button type="button" className="ap-link-button" onClick={() => void download(file)}>
                {file.filename}
              </button>{' '}
              <span className="ap-muted">({formatBytes(file.size)})</span>
            </dd>
          </div>
        ))}
      </dl>
      {failed && (
        <p className="ap-error" role="alert">
          {t('ap.documents.downloadFailed', { name: failed })}
        </p>
      )}
    </>
  );
}

import { useApplicationI18n } from '../i18n.ts';
import type { UploadItem } from '../hooks/useUploads.ts';
import type { DocKey } from '../wizard/documents.ts';
import { ProgressBar } from './ProgressBar.tsx';

/** The documents being uploaded after the save, each with its progress bar and, on failure, a retry. */
export function UploadList({ items, onRetry }: { items: UploadItem[]; onRetry(key: DocKey): void }) {
  const { t } = useApplicationI18n();
  if (items.length === 0) return null;
  const done = items.filter((x) => x.status === 'done').length;
  return (
    <section className="ap-review-section" aria-labelledby="ap-uploads-title">
      <div className="ap-review-head">
        <h3 id="ap-uploads-title">{t('ap.upload.title')}</h3>
        <span className="ap-muted" role="status">
          {t('ap.upload.count', { done, total: items.length })}
        </span>
      </div>
      <ul className="ap-uploads">
        {items.map((item) => (
          <li key={item.key} className="ap-upload" data-testid={`upload-${item.key}`}>
            <div className="ap-upload-head">
              <span>
                <strong>{t(`ap.doc.${item.key}`)}</strong> · {item.file.name}
              </span>
              <span className={item.status === 'failed' ? 'ap-error' : 'ap-muted'}>
                {t(`ap.upload.${item.status}`)}
              </span>
            </div>
            <ProgressBar label={t('ap.upload.progress', { name: item.file.name })} fraction={item.fraction} />
            {item.status === 'failed' && (
              <p className="ap-error">
                {item.error}{' '}
                <button
                  type="button"
                  className="ap-link-button ap-no-print"
                  onClick={() => onRetry(item.key)}
                >
                  {t('ap.retry')}
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

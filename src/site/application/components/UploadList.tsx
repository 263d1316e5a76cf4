import { useApplicationI18n } from '../i18n.ts';
import type { UploadItem } from '../hooks/useUploads.ts';
import type { DocKey } from '../wizard/documents.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';

/**
 * The documents being uploaded after the save, each with its progress bar. A failed one shows no bar
 * (a refusal arrives after every byte was sent, so the bar would say 100 %), the server's reason, a retry
 * when sending again can help, and a way to take it off the list.
 */
export function UploadList({
  items,
  onRetry,
  onRemove,
}: {
  items: UploadItem[];
  onRetry(key: DocKey): void;
  onRemove(key: DocKey): void;
}) {
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
        {items.map((item) => {
          const failed = item.status === 'failed';
          return (
            <li
              key={item.key}
              className={`ap-upload${failed ? ' is-failed' : ''}`}
              data-testid={`upload-${item.key}`}
            >
              <div className="ap-upload-head">
                <span>
                  <strong>{t(`ap.doc.${item.key}`)}</strong> · {item.file.name}
                </span>
                <span className={failed ? 'ap-error' : 'ap-muted'}>{t(`ap.upload.${item.status}`)}</span>
              </div>
              {failed ? (
                <div className="ap-upload-failure" role="alert">
                  <p className="ap-error">{item.error}</p>
                  {!item.retryable && <p className="ap-hint">{t('ap.upload.later')}</p>}
                  <p className="ap-upload-actions ap-no-print">
                    {item.retryable && (
                      <button type="button" className="ap-link-button" onClick={() => onRetry(item.key)}>
                        {t('ap.retry')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="ap-link-button"
                      aria-label={t('ap.upload.removeNamed', { name: item.file.name })}
                      onClick={() => onRemove(item.key)}
                    >
                      {t('ap.upload.remove')}
                    </button>
                  </p>
                </div>
              ) : (
                <ProgressBar
                  label={t('ap.upload.progress', { name: item.file.name })}
                  fraction={item.fraction}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
